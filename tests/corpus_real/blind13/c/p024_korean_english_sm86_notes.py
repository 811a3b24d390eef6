# Sources: S04, S26 (paraphrase / learner rewrite, Korean-English code-switched)


def designOutline():
    return {
        "memoryTraffic": "S, P는 HBM에 안 씀 — fused kernel, only Q/K/V read and O + logsumexp written.",
        "tiling": "Br = 128 Q rows per CTA in shared memory, K/V Bc = 64 streamed, 8 warps, grid (N/128, B*H).",
        "numericalStability": (
            "partial max는 틀린 결과를 주니까, first pass over all K blocks to find the exact row max, "
            "then second pass compute exp(S − max) and sum, and multiply with V. Two passes needed for "
            "correctness, fp32 accumulation."
        ),
        "tradeOff": (
            "If head dim 256, tiles of 128×256 fp16 are 64 KB each, too big for shared memory with double "
            "buffering, so we must reduce Br to 64 and occupancy drops."
        ),
    }
