# Sources: S04, S03 (paraphrase / learner rewrite, forum thread comments)


def designOutline():
    return {
        "memoryTraffic": (
            "Tile loads from HBM: Q once per program, K and V once per inner iteration; S/P live in "
            "registers only and are never stored; writes: O plus M (the row max) and L."
        ),
        "tiling": (
            "BLOCK_M = 64, BLOCK_N = 32 in the rebuild, d = 64, 4 warps, 2 stages; the author checked "
            "in the SASS that the K tile loads became LDGSTS (async copies)."
        ),
        "numericalStability": (
            "Classic online softmax: m_ij = max(m_i, rowmax(qk)), p = exp2(qk - m_ij), "
            "alpha = exp2(m_i - m_ij), l_i = l_i * alpha + sum(p), acc = acc * alpha + p @ v."
        ),
        "tradeOff": "Downside from the comments: GPU kernel code like this is hard to read and maintain.",
    }
