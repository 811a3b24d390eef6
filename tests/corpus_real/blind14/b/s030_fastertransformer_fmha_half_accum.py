# Sources: S33 (paraphrase of maintainer reply)
def designOutline():
    return {
        "memoryTraffic": (
            "Fused MHA for the context phase: Q, K, V loaded once per tile, the softmax(QK^T) tile "
            "stays in shared memory/registers and is never stored to global; only the context "
            "output is written."
        ),
        "tiling": (
            "Each CTA processes 64 query rows of one head, K/V tiles of 64 rows for head size 64/128 "
            "staged in shared memory; for longer sequences the kernel switches to the variant that "
            "loops over K/V tiles."
        ),
        "numericalStability": (
            "Build with CONTEXT_ATTENTION_BMM1_HALF_ACCUM=OFF so BMM1 (QK^T) and BMM2 (PV) "
            "accumulate in FP32; the running row max is subtracted before exp and the FP32 row sum "
            "and output are rescaled by exp(m_old - m_new) per K/V tile."
        ),
        "tradeOff": (
            "FMHA is off by default because of accuracy: it accumulates in FP16, and for longer "
            "sequences it uses flash attention, which is not exact and brings further accuracy loss."
        ),
    }
