# Sources: S12, S16 (paraphrase / learner rewrite, homework notes)


def designOutline():
    return {
        "memoryTraffic": (
            "S and P stay in SRAM. IO analysis from my notes: HBM accesses are Theta(N * M / d), so a "
            "bigger SRAM M actually means more HBM traffic, while standard attention is Theta(N * d)."
        ),
        "tiling": (
            "Bc = ceil(M/(4d)) and Br = min(Bc, d) as in Algorithm 1; for M = 100K elements and d = 64 "
            "that gives Bc = 391 (we'd round down to 384) and Br = 64."
        ),
        "numericalStability": (
            "m_i and l_i per row, updated with each K/V block by taking the max and rescaling l and O "
            "by exp(m_old - m_new)."
        ),
        "tradeOff": (
            "On older GPUs with 48 KB of shared memory M is small, so Br and Bc drop and every K/V "
            "block gets re-read from HBM many more times."
        ),
    }
