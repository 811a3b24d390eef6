# Sources: S10 (paraphrase), S22 (background)


def designOutline():
    return {
        "memoryTraffic": (
            "Forward is one fused kernel: Q, K, V read from HBM, O and one fp32 logsumexp per row written; "
            "the N x N S and P never go to HBM."
        ),
        "tiling": (
            "BLOCK_M = 128 query rows per program, kept on chip with their accumulator; BLOCK_N = 64 key rows "
            "streamed per inner iteration; grid = (cdiv(N, 128), batch * heads)."
        ),
        "numericalStability": (
            "Store L = m + log(l) per row in fp32 during the forward; the backward rebuilds P = exp(S - L) tile "
            "by tile, so no running max is needed there and nothing overflows."
        ),
        "tradeOff": (
            "The backward of attention costs about 2.5x the forward FLOPs: the forward has 2 matmuls but the "
            "backward has 5, because Q @ K^T has to be recomputed (P was not saved)."
        ),
    }
