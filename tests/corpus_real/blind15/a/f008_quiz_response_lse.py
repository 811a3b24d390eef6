# Sources: S01 (paraphrase / learner rewrite, timed quiz)


def designOutline():
    return {
        "memoryTraffic": "S and P never go to HBM. HBM reads: Q, K, V. HBM writes: O and L (logsumexp, one float per row).",
        "tiling": "Br = Bc = 64, d = 64. Q_i block resident in shared mem, K_j/V_j streamed, 1 CTA per (Q block, head).",
        "numericalStability": "m, l per row in fp32; rescale acc by exp(m_old - m_new) each K/V block; store "
                              "L = m + log(l) for backward.",
    }
