# Sources: S30 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "Score tiles stay in registers and shared memory; HBM reads Q, K, V and writes O. The downside is recomputation.",
        "tiling": "128-row Q tiles resident, 64-row K/V tiles streamed, d = 64, 4 warps.",
        "numericalStability": "Per-row running max and running sum in fp32, accumulator multiplied by exp(m_old - m_new) each block.",
    }
