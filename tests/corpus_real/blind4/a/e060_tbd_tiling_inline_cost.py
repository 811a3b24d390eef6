# Sources: A04, A02 (learner draft)
def designOutline():
    return {
        "memoryTraffic": "Never write the N x N scores to HBM: compute them block by block in SRAM and multiply by V "
                         "immediately; HBM only sees Q, K, V, O and the row statistics.",
        "tiling": "tbd",
        "numericalStability": "online softmax: running max m and sum l per row in fp32; when m increases, O and l "
                              "are multiplied by exp(m_old - m_new). The cost is one extra multiply of the whole "
                              "accumulator row per block, because every new max forces the rescale.",
    }
