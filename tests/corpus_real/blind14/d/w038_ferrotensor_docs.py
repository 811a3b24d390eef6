# Sources: S08 (paraphrase of crate docs)
def designOutline():
    return {
        "memoryTraffic": "Implements the FlashAttention-2 algorithm for O(N) memory instead of O(N²).",
        "tiling": "FlashAttention layer: Br = Bc = 64, one program per 64-row query block; K/V blocks are iterated in the inner loop.",
        "numericalStability": "Uses tiled matrix multiplication with online softmax normalization.",
        "tradeOff": "FlashAttentionGrads: the backward recomputes each attention block from Q, K and the saved logsumexp, paying an "
                    "extra QKᵀ matmul per block because the N×N probabilities are not kept.",
    }
