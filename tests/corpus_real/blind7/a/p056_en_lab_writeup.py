# Sources: S29 (paraphrase / learner rewrite), S26 (paraphrase)
def designOutline():
    return {
        "memory_traffic": "Lab 4 design: one kernel launch per (batch, head) tile. Global memory sees Q, K, V "
                          "read and O + the per-row logsumexp written. The S_ij tile (Br x Bc) only exists in "
                          "shared memory and is overwritten by the next K/V step, so no N x N buffer is allocated.",
        "tiling": "Br = 32 query rows per block (Q_i kept in shared memory for the whole loop), Bc = 32 K/V rows "
                  "per step, d = 64, fp32: 8 KB per tile, 32 KB with the S tile. One thread per query row "
                  "inside the block.",
        "numerical_stability": "Per row: m = -inf, l = 0. For each K/V tile: m_new = max(m, rowmax(S_ij)); "
                               "l = l * exp(m - m_new) + rowsum(exp(S_ij - m_new)); O_i = O_i * exp(m - m_new) + "
                               "exp(S_ij - m_new) @ V_j. After the loop O_i /= l. A row whose m is still -inf "
                               "(fully masked) writes zeros.",
        "failure_mode": "One thread per row means a 32-thread block does all exps serially per row; the "
                        "kernel is ~3x slower than the tensor-core version because the QK^T is done with "
                        "scalar FMAs instead of MMA.",
    }
