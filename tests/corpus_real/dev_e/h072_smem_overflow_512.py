# Sources: S03 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "HBM reads: Q once, K/V once per query block; writes: O and the row logsumexp. S never written.",
        "tiling": "Br = 512, Bc = 256, d = 128, all three tiles resident in shared memory so that K/V are re-read only N/512 times.",
        "numericalStability": "Running max and sum per row in fp32, acc rescaled by exp(m_old - m_new).",
        "tradeOff": "Large Br means few CTAs for short sequences, so at N = 1k and batch 1 most SMs would be idle.",
    }
