# Sources: S11 (paraphrase of PR quoting the ROCm tuning guide)
def designOutline():
    return {
        "memoryTraffic": "Both GEMMs (QK^T and PV) are fused in one kernel so the score tile goes from the first MFMA straight into the softmax and the second MFMA without a round trip through HBM; only O is stored.",
        "tiling": {
            "mechanism": "pipelining depth on AMD",
            "decision": "for kernels that fuse two GEMMs (flash attention) set num_stages = 1, for a single GEMM 2; the LDS is 64 KB and two stages of K and V would not fit next to Q",
        },
        "numericalStability": "running row max and sum in fp32, partial output rescaled by exp(m_prev - m_cur) after each K/V tile; final O = acc / l",
        "tradeOff": "With num_stages = 1 there is no double buffering: the next K/V tile load cannot overlap the current MFMAs, so part of the memory latency is exposed; we accept that because 2 stages would exceed the 64 KB LDS and fail to compile.",
    }
