# Sources: S01 (Appendix B, backward pass)
# Learner rewrite.

def designOutline():
    return {
        "memoryTraffic": (
            "Forward saves O, l and m (O(N) extra) plus the RNG state; backward loads Q, K, V, O, dO, l, m "
            "in blocks and never reads an N x N matrix because there is none: S and P are recomputed in SRAM."
        ),
        "tiling": (
            "Backward: outer loop over K_j, V_j blocks (Bc rows) held in SRAM together with dK_j, dV_j; inner "
            "loop over Q_i, O_i, dO_i blocks (Br rows); dQ_i is read from HBM, updated and written back each time."
        ),
        "numericalStability": (
            "P_ij = diag(l_i)^-1 exp(S_ij - m_i) using the forward's final m_i and l_i, so it is exactly the "
            "forward softmax; D_i = rowsum(dO_i * O_i) avoids the N x N reduction."
        ),
        "tradeOff": (
            "dQ_i is read and written to HBM once per K/V block, so the backward does Theta(N^2 d^2 / M) HBM "
            "traffic for dQ in addition to the extra QK^T recomputation FLOPs."
        ),
    }
