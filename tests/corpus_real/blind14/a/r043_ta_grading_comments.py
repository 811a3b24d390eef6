# Sources: S16 (paraphrase / learner rewrite, submission with TA comments)


def designOutline():
    return {
        "memoryTraffic": (
            "Standard attention writes S and P (N x N each) to HBM and reads them back twice, which "
            "is why it is memory-bound at long N."
        ),
        "tiling": (
            "Q blocks of 128 rows per CTA stay in SRAM; K/V in 64-row blocks streamed in the inner "
            "loop; 8 warps."
        ),
        "numericalStability": (
            "Keep m and l per query row in fp32; when a block raises m, multiply acc and l by "
            "exp(m_old - m_new); write L = m + log l for the backward."
        ),
        "tradeOff": (
            "128-row Q tiles mean a 128 x d fp32 accumulator; at d = 256 that's 128 KB, half of the "
            "SM's 256 KB register file, so only one CTA fits per SM and occupancy drops."
        ),
    }
