# Sources: S12 (*) (paraphrase), S36 (*) (paraphrase / learner rewrite)


def designOutline():
    return {
        "memoryTraffic": (
            "Fused forward: read Q, K, V tiles from GDDR6X, never write S or P back; only O "
            "(fp16) and the row logsumexp (fp32) leave the SM. At ~1 TB/s on a 4090 that is the "
            "whole game."
        ),
        "tiling": (
            "RTX 4090, head dim 128, fp16. I go big: BLOCK_M = 128, BLOCK_N = 128, and K/V "
            "double-buffered (num_stages = 2) so the next tile loads while the current one is in "
            "the tensor cores. Q tile 32 KB, each K and V tile 32 KB. Grid (N/128, B*H), "
            "8 warps per CTA."
        ),
        "numericalStability": (
            "Base-2 exponent: fold log2(e) into the softmax scale once (qk_scale = sm_scale * "
            "1.44269504), then p = exp2(s * qk_scale - m) with m the running max in the same base. "
            "alpha = exp2(m_old - m_new) rescales acc and l; everything in fp32."
        ),
        "tradeOff": "Shared memory is the limit.",
    }
