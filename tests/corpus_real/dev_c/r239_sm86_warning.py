# Sources: S5 (pytorch/pytorch issue #100326, ngimel comment), S23 (FluxML/NNkernels.jl issue #10)
def designOutline():
    return {
        "memoryTraffic": "SDPA dispatches to the flash kernel, which never materialises the attention weights; otherwise it falls back to the math path that does.",
        "tiling": "Group size is picked so that the tiles satisfy the shared memory constraint; for groupsize estimation the backward kernel is used, because it needs the most shared memory.",
        "numericalStability": "fp32 accumulation.",
        "failureMode": "Flash attention currently doesn't support training with head_dim greater than 64 on sm86 or newer: sm86 doesn't have enough resources to support the flash attention kernel, and you are getting proper warnings and regular slow execution.",
    }
