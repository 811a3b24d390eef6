# Sources: S41 (paraphrase)
def designOutline():
    return {
        "memoryTraffic": (
            "Instead of reading a full -inf mask tensor from DRAM and adding it tile by tile, pass "
            "one boundary index: mask tiles are never read, and score tiles stay in L1 and are never "
            "written back."
        ),
        "tiling": (
            "32x32 tiles; only the one tile containing the boundary line gets masked in place, and "
            "after that tile the remaining tiles of the row are not computed at all."
        ),
        "numericalStability": (
            "Masked entries are set to -inf inside the boundary tile before the row max, e^-inf = 0 "
            "so they drop out; running max and sum per row, accumulator rescaled by "
            "exp(m_old - m_new) across K tiles."
        ),
        "tradeOff": "No downside, it's strictly less compute and memory.",
    }
