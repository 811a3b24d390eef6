# Sources: S03 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "Q, K, V are read from HBM and O written; S/P are kept on chip, never written.",
        "tiling": "Br = 128, Bc = 64, d = 128, 4 warps; the Q tile is resident in shared memory, K/V tiles streamed. Trade-off: Bc = 128 would halve the loop count, but at d = 128 the fp32 S fragment plus the O accumulator exceed 255 registers per thread, so the kernel spills.",
        "numericalStability": "Row max/sum in fp32; rescale by exp(m_old - m_new) when the max grows; store LSE = m + log l.",
    }
