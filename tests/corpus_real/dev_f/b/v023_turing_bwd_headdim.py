# Sources: S23 (paraphrase of issue thread)
def designOutline():
    return {
        "memoryTraffic": "Backward recomputes S and P from Q, K and the saved logsumexp; only dQ, dK, dV are written, P is never stored.",
        "tiling": "Backward on my RTX 2080 Ti: Q, K, V and dO tiles of Br = Bc = 128 rows with head dim 128 in fp16 kept together in shared memory (4 x 32 KB = 128 KB).",
        "numericalStability": "Softmax statistics in fp32; P = exp(S - L) with the stored L per row.",
        "tradeOff": "FlashAttention backward for head dim > 64 requires A100/H100: it needs more shared memory than Turing has, so on the 2080 Ti it raises a RuntimeError instead of running.",
    }
