# Sources: S25, S01 (paraphrase / learner rewrite)
# Q&A answer


def designOutline():
    return {
        "memoryTraffic": (
            "QK^T, softmax and PV are fused, so S and P never leave SRAM/registers; HBM traffic is Q, K, V in and "
            "O + logsumexp out instead of several N x N round trips."
        ),
        "tiling": (
            "HBM on an A100 gives about 1.5-2 TB/s while on-chip SRAM is around 19 TB/s but only 192 KB per SM, "
            "so the design has to respect the memory hierarchy and keep the hot data in the faster memory."
        ),
        "numericalStability": (
            "Per row: running max and running sum in fp32; acc and sum rescaled by exp(m_old - m_new) each time "
            "a K/V block raises the max."
        ),
        "tradeOff": (
            "Recomputing S and P in the backward (P is never stored) costs an extra QK^T matmul per tile."
        ),
    }
