# Sources: S31 (*) (paraphrase / learner rewrite)
# Midterm, question 3(b): "How much HBM traffic does your kernel do?"


def designOutline():
    return {
        "memoryTraffic": (
            "My kernel needs Theta(N d) HBM accesses in total: Q, K and V are each read exactly "
            "once and O written once, independent of the SRAM size M, compared with "
            "Theta(N d + N^2) for standard attention."
        ),
        "tiling": (
            "Outer loop over K/V blocks of Bc = 64 rows loaded into SRAM, inner loop over Q "
            "blocks of Br = 64 rows; O, l, m for the current Q block are read, updated and "
            "written back each inner iteration (FA1 order)."
        ),
        "numericalStability": (
            "Per row keep m_i and l_i; for each block m_new = max(m_i, rowmax(S_ij)), "
            "l_new = exp(m_i - m_new) l_i + exp(m~_ij - m_new) l~_ij, and O is rescaled with "
            "the same factors, so it equals the exact softmax at the end."
        ),
        "tradeOff": (
            "Extra cost: because P is not stored, the backward recomputes S = QK^T block by "
            "block from Q, K and (m, l), one more matmul per block."
        ),
    }
