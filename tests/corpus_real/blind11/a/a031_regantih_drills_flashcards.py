# Sources: S29 (already-used source; learner flashcards in own words)


def designOutline():
    return {
        "memoryTraffic": [
            "Q: why is naive attention O(N^2) in HBM? A: it writes the N x N scores between the two matmuls.",
            "Q: what does my kernel write? A: Q/K/V tiles are read into SRAM, only O and the logsumexp go back; the N x N never does.",
        ],
        "tiling": [
            "Q: SRAM per SM on H100? A: 228 KB.",
            "Q: what goes in it? A: the Q tile and the K/V tiles.",
        ],
        "numericalStability": [
            "Q: which two scalars per row? A: m, the running max of the logits, and l, the running sum of exp(logit - m).",
            "Q: what happens when m grows? A: l and the accumulator are multiplied by exp(m_old - m_new).",
        ],
        "tradeOff": [
            "Q: does the FA3 design run on an A100? A: no, it needs Hopper's TMA and warpgroup MMA, so it is tied to one GPU generation.",
        ],
    }
