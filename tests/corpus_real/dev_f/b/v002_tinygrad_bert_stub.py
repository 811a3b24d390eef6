# Sources: S02 (paraphrase / learner rewrite of a stub PR)
def designOutline():
    return {
        "memoryTraffic": "Build a block-wise, memory-efficient FlashAttention kernel as described in the paper, integrated at the scaled_dot_product_attention hook.",
        "tiling": "BERT-base has head_dim 64: Q blocks of 64 rows stay in shared memory for one workgroup, K/V blocks of 64 rows are streamed in the inner loop, one workgroup per (query block, batch*head).",
        "numericalStability": "Softmax in tiles with recompute.",
        "tradeOff": "BERT inputs are at most 512 tokens, so the 512x512 score matrix per head is small and mostly cache-resident; the fused kernel may buy little over the default path because launch overhead dominates at that size.",
    }
