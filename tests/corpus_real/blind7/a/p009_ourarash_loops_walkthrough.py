# Sources: S09 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "Start: Q, K, V all in HBM, SRAM empty. The kernel only ever copies blocks of Q, K, V "
                         "into SRAM and writes the O blocks back; the N x N scores are never written to HBM.",
        "tiling": "Outer loop over K/V blocks: grab a chunk of keys and values and hold it in SRAM. Inner loop "
                  "over Q blocks: while that K/V chunk is resident, sweep every query block past it.",
        "numericalStability": "Intermediate S_ij / P_ij tiles are born, used and discarded entirely within SRAM, "
                              "they are never written to HBM.",
        "tradeOff": "Because K/V is the outer loop, each O_i block (with its m_i, l_i) has to be read from HBM and "
                    "written back once per K/V block, so O makes N/Bc round trips instead of one.",
    }
