# Sources: S03 (paraphrase), S02 (paraphrase)


def designOutline():
    return {
        "memoryTraffic": (
            "Draft v0.3. Unfused attention at N = 4096 writes a 32 MB fp16 score matrix per head "
            "and reads it back, twice. Fused: S tiles stay in SRAM and are never written to HBM; "
            "HBM sees Q, K, V reads and the O write only."
        ),
        "tiling": (
            "A100, d = 64: 128-row Q tile per CTA (16 KB in smem), K and V streamed as 64-row "
            "tiles (8 KB each); grid (N/128, B*H), 4 warps."
        ),
        "numericalStability": "TODO (numerics section - write after benchmarks)",
        "tradeOff": (
            "Short sequences: at N = 256 there are only 2 query blocks per head, so with B*H = 16 "
            "the grid is 32 CTAs on 108 SMs and most of the GPU idles."
        ),
    }
