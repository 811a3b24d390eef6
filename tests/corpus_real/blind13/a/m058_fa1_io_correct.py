# Sources: S31 (*), S29 (paraphrase / learner rewrite)
# Midterm 3(b), second attempt after the review session.


def designOutline():
    return {
        "memoryTraffic": (
            "S and P are never written to HBM. K and V are re-read once per query block, so "
            "HBM accesses are Theta(N^2 d^2 / M) for SRAM size M, versus Theta(N d + N^2) for "
            "standard attention; with d = 64 and M = 100 KB that is many times fewer bytes."
        ),
        "tiling": (
            "Bc = ceil(M / 4d) key rows and Br = min(Bc, d) query rows so that Q_i, K_j, V_j "
            "and O_i all fit in M; outer loop over K/V blocks, inner loop over query blocks."
        ),
        "numericalStability": (
            "For each block keep m~ (block row max) and l~ (block row sum), then merge: m_new = "
            "max(m, m~), l_new = exp(m - m_new) l + exp(m~ - m_new) l~, and O is rescaled "
            "with those same exp factors before adding the new block."
        ),
        "failureModes": (
            "In this FA1 loop order O_i, l_i and m_i are read and written to HBM on every "
            "inner iteration, which adds extra HBM traffic; FA2 swaps the loops to keep them "
            "on chip."
        ),
    }
