# Sources: S23 (paraphrase / learner rewrite)
# forum reply after benchmarking sdpa vs flash-attn


def designOutline():
    return {
        "memoryTraffic": (
            "flash is faster because the fused kernel does less computation: by tiling, it skips "
            "most of the multiply-adds that the unfused sdp_attention has to do, so fewer FLOPs."
        ),
        "tiling": (
            "For head dim 64 use 128 x 128 blocks (BLOCK_M = 128 queries, BLOCK_N = 128 keys); for head dim 128 "
            "use 128 x 64. One thread block per 128-query tile per head, Q tile kept in shared memory."
        ),
        "numericalStability": (
            "online softmax: the row max m and the sum l are updated per K block in fp32 and the output "
            "accumulator is rescaled by exp(m_old - m_new) before each new block is added."
        ),
        "tradeOff": (
            "At seqlen 256 the whole row fits in one or two blocks, so there is little parallel work per head "
            "and launch overhead dominates; torch sdpa is as fast or faster there."
        ),
    }
