# Sources: S36 (excerpt + learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "FlashAttention backward avoids materializing the N x N attention matrix: it reuses LSE (log-sum-exp) values from the forward pass.",
        "tiling": "Tiled processing to fit in shared memory: 64 x 64 tiles, d = 64, one thread block per K/V tile accumulating dK and dV, looping over all Q tiles.",
        "numericalStability": "lse_ptr: log-sum-exp values from forward (for numerical stability).",
        "tradeOff": "Low priority: this is a memory optimization. Standard attention backward works for moderate sequence lengths using existing kernels.",
    }
