# Sources: A02 (learner draft)
def designOutline():
    return {
        "memoryTraffic": "one kernel reads Q, K, V and writes O and the row LSE; the N x N scores and probabilities "
                         "are kept in registers per tile and never stored to HBM.",
        "tiling": "Q in 128-row blocks, one per CTA and resident in shared memory; K/V in 64-row blocks streamed in "
                  "the inner loop; d = 128; 4 warps each own 32 query rows.",
        "numericalStability": "fp32 running max and sum per row; on a new max the accumulator and sum are multiplied "
                              "by exp(m_old - m_new); divide once at the end.",
        "tradeOff": "n/a",
    }
