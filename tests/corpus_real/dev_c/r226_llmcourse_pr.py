# Sources: S24 (mlabonne/llm-course PR #139), S21 (llmonomicon issue #21), learner expansion
def designOutline():
    return {
        "memoryTraffic": "FlashAttention reduces memory complexity while preserving the quadratic computational complexity of dense attention: it tiles the computation and fuses the softmax into the kernel, recomputing on the fly so it never writes the big matrix, cutting memory from quadratic to linear.",
        "tiling": "Tile the computation so blocks fit in on-chip memory.",
        "numericalStability": "It is exact, not an approximation.",
        "tradeOff": "Recomputing on the fly means the N x N scores are produced twice (forward and backward), so the backward does more matmul work than a standard implementation that stored P.",
    }
