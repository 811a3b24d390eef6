# Sources: S11, B1 (paraphrase / learner rewrite, non-native English)
def designOutline():
    return {
        "memoryTraffic": "Forward only write O and the statistics (m, l) to HBM, the attention matrix S and P is not "
                         "stored anywhere. Backward read Q, K, V, O, dO and the stats again from HBM.",
        "tiling": "I use outer loop over K/V blocks (Bc = 128) and inner loop over Q blocks (Br = 64), d = 64, like "
                  "Algorithm 1: K_j, V_j stay in SRAM during the whole inner loop, Q_i and O_i are load/store each step.",
        "numericalStability": "safe softmax by running max. each block: m_new = max(m_old, rowmax(S_ij)); "
                              "O_i = diag(exp(m_old - m_new)) O_i + exp(S_ij - m_new) V_j, l also rescale the same; "
                              "final O_i / l_i.",
        "failureMode": "It is like selective checkpointing inside the kernel: P is recomputed in backward, cost one "
                       "more QK^T and exp per block, so backward FLOPs are bigger than standard attention.",
    }
