# Sources: S10 (paraphrase of PR description)
def designOutline():
    return {
        "memoryTraffic": "K and V windows are streamed from HBM into VMEM (double-buffered); only out and the fp32 lse leave the chip. The caller still sees lse as [B, H, S].",
        "tiling": "block_sizes = [2, 512, 2048] for (B*H, query, key) at B=8 H=32 S=8192 D=256 bf16 on TPU v7x, so each K/V window is bf16[2, 8192, 256] = 16 MB double-buffered inside the 64 MiB scoped VMEM.",
        "numericalStability": "lse is stored in fp32 as [B*H, S, 1]; the backward flattens it and recomputes p = exp(s - lse) per block.",
        "tradeOff": "With a 2D lse the leading tile dim forces 8-sublane alignment onto block_b for Q/K/V/out too, inflating K/V windows to 64 MB each and pushing total scoped VMEM past the 64 MiB cap (238 MB vs 34 MB).",
    }
