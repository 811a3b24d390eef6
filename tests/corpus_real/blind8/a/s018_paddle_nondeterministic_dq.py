# Sources: S21 (paraphrase / learner rewrite), S02


def designOutline():
    return {
        "memoryTraffic": (
            "Forward: S and P tiles stay in SRAM, HBM sees Q, K, V reads and O + logsumexp writes. "
            "Backward: P is recomputed on chip from Q, K and the logsumexp, so no N x N tensor is "
            "stored between forward and backward either."
        ),
        "tiling": (
            "Backward is parallelized over K/V blocks of 128 rows: each thread block holds K_j, V_j and "
            "their dK, dV accumulators in SRAM and loops over all Q blocks (64 rows)."
        ),
        "numericalStability": (
            "Recompute P_ij = exp(S_ij - L_i) using the stored fp32 logsumexp L_i = m_i + log(l_i), "
            "so no new max has to be found in the backward and every exponent is <= 0."
        ),
        "tradeOff": (
            "Because several K/V blocks contribute to the same dQ rows, dQ is accumulated with atomicAdd "
            "in fp32; the order of the adds changes run to run, so dQ is not bit-wise deterministic. "
            "A deterministic mode serializes the adds and is slower."
        ),
    }
