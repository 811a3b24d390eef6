# Sources: S48 (paraphrase)
def designOutline():
    return {
        "memoryTraffic": (
            "With sample packing the mask is a BlockMask (a flag plus indices per 128x128 block), "
            "not a dense [S, S] tensor in HBM; blocks that are fully masked (different documents) "
            "are never loaded or computed."
        ),
        "tiling": (
            "flex_attention Triton kernel with BLOCK_M = 128, BLOCK_N = 64 at head dim 128; block "
            "sparsity follows the 128-token BlockMask granularity."
        ),
        "numericalStability": (
            "score_mod is applied before the online softmax; m and l per row in fp32, acc rescaled "
            "by exp2(m_old - m_new); logsumexp stored for the backward."
        ),
        "tradeOff": "Downside: compile time.",
    }
