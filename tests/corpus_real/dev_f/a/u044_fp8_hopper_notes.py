# Sources: S05 (paraphrase / learner rewrite), S22 (background: FA3 paper)


def designOutline():
    return {
        "memoryTraffic": (
            "Same as FA2: S and P stay in registers, never go to HBM; Q, K, V (fp8 on Hopper) are read, O (bf16) "
            "and the fp32 logsumexp are written."
        ),
        "tiling": (
            "Q tile of 128 rows per CTA (two consumer warpgroups of 64 rows each), K/V tiles of 128 rows "
            "loaded by a producer warp with TMA into a 2-stage shared-memory ring buffer; d = 64."
        ),
        "numericalStability": (
            "Scores are pre-multiplied by log2(e)·softmax_scale so the kernel can use exp2; running max and sum "
            "per row in fp32, the accumulator rescaled by exp2(m_old - m_new) when the max grows."
        ),
        "tradeOff": (
            "FP8 e4m3 keeps only 3 mantissa bits, so P cast to fp8 before the PV matmul loses precision, and "
            "outliers in V above 448 saturate; that is why FA3 adds block quantisation and incoherent processing."
        ),
    }
