# Sources: S01 (paraphrase / learner rewrite, exam answer from memory)


def designOutline():
    return {
        "memoryTraffic": "Standard attention needs Theta(N d + N^2) HBM accesses. With tiling FlashAttention needs only "
                         "Theta(N d^2 / M) HBM accesses, i.e. its IO is linear in the sequence length N, "
                         "which is the whole reason it scales.",
        "tiling": "Block sizes from the SRAM size M: Bc = M / (4d) columns of K/V, Br = min(Bc, d) rows of Q; outer loop "
                  "over K/V blocks, inner loop over Q blocks as in FA1.",
        "numericalStability": "Keep row statistics m (max) and l (sum of exp); for every block compute the block's max "
                              "and update: m_new = max(m, m_blk), l_new = exp(m - m_new) l + exp(m_blk - m_new) l_blk, "
                              "and rescale O the same way.",
        "tradeOff": "Recomputation: the backward has to rebuild S and P from Q, K and (m, l), adding FLOPs, since P "
                    "was never stored.",
    }
