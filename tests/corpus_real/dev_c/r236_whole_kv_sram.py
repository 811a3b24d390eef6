# Sources: learner rewrite; misconception that K/V fit in SRAM entirely
def designOutline():
    return {
        "memoryTraffic": "We load all of K and V into shared memory once at the start of the kernel, then every query block reads them from SRAM, so K and V are read from HBM exactly once.",
        "tiling": "Query blocks of 64 rows; since K and V for the whole sequence are in shared memory, the inner loop just walks over them in 64-row steps.",
        "numericalStability": "Online softmax with a running max per row and rescaling of the fp32 accumulator by exp(m_old - m_new).",
        "tradeOff": "The kernel is limited to sequences whose K and V fit in 228 KB of shared memory.",
    }
