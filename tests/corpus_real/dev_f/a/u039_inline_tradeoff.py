# Sources: S11, S10 (paraphrase / learner rewrite)


def designOutline():
    return {
        "memoryTraffic": (
            "Fused kernel: Q, K, V read from HBM, O and the row logsumexp written back; the N x N scores never "
            "touch HBM, they are consumed tile by tile in SRAM."
        ),
        "tiling": (
            "BLOCK_M = 64 query rows per program stay on chip, BLOCK_N = 64 key rows per inner step, d = 128. "
            "Trade-off: going to BLOCK_M = 128 halves the K/V re-reads, but the 128 x 128 fp32 accumulator "
            "needs too many registers per thread, so the compiler spills and occupancy falls to one CTA per SM."
        ),
        "numericalStability": (
            "Running row max and row sum in fp32; before each P·V update the accumulator is multiplied by "
            "exp(m_old - m_new)."
        ),
    }
