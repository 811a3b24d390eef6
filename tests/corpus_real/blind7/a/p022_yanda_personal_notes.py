# Sources: S22 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "backward normally needs S, P (N x N). Instead store only O and the softmax stats (m, l) "
                         "in HBM and recompute S, P from blocks of Q, K, V in SRAM -> N x N never hits HBM.",
        "tiling": "blocks of Q, K, V loaded into SRAM; for each K_j, V_j block (outer loop) go over all Q_i "
                  "blocks (inner loop), Alg 1 of the paper, Bc = M/4d.",
        "numericalStability": "softmax computed incrementally: keep m (row max) and l (row sum of exp(x - m)); "
                              "when m changes, rescale the old l and O by exp(m_old - m_new).",
        "tradeOff": "What's not covered in the paper is how you know it's HBM access making it slow in the "
                    "first place. TODO profile it.",
    }
