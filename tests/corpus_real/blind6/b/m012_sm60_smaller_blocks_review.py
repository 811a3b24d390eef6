# Sources: S12 (paraphrase)
def designOutline():
    return {
        "memoryTraffic": "mem-efficient (cutlass) kernels stream K/V blocks and keep the attention block in registers.",
        "tiling": "backward kernel instances on Pascal: 64x64 blocks, and for the workaround 32x32 blocks with head dim 32",
        "numericalStability": "fp32 accumulation (float kernels on sm50/sm60).",
        "tradeOff": "Smaller blocks.",
    }
