# Sources: S01, S07 (learner rewrite; forum-style question)
def designOutline():
    return {
        "memoryTraffic": "Q/K/V come from global memory into shared memory, I compute S in shared memory and write S back to global memory tile by tile so the softmax kernel can read it, then P@V.",
        "tiling": "BLOCK_M = 128, BLOCK_N = 128, head dim 128, one CTA per 128 query rows, 8 warps.",
        "numericalStability": "Subtract max, exp, divide by sum, all in fp32.",
        "tradeOff": "My kernel is slower than cuDNN, not sure why.",
    }
