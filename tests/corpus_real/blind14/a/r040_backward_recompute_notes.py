# Sources: S16 (paraphrase / learner rewrite, study notes on Appendix B)


def designOutline():
    return {
        "memoryTraffic": (
            "Backward notes: the inputs read from HBM are Q, K, V, O, dO and the saved L (one float "
            "per row); P is never read from HBM because it was never stored. dQ, dK, dV are the only "
            "outputs."
        ),
        "tiling": (
            "Backward loops: outer over K/V blocks (Bc = 64, kept in SRAM together with their dK, dV "
            "accumulators), inner over Q blocks (Br = 64), so dK_j and dV_j accumulate on chip."
        ),
        "numericalStability": (
            "P_ij is rebuilt as exp(S_ij - L_i) with the stored logsumexp L = m + log l, so no running "
            "max is needed in the backward; D_i = rowsum(dO_i * O_i) is computed first so that "
            "dS = P * (dP - D)."
        ),
        "tradeOff": (
            "The cost: recomputing S = QK^T in the backward is one extra matmul per block (roughly "
            "25-30% more FLOPs overall), accepted because reading a stored N x N P from HBM would be "
            "slower and needs O(N^2) memory."
        ),
    }
