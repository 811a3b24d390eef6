# Sources: S28 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "Q, K, V loaded once per tile into SRAM, logits tile never goes back to HBM, only O and "
                         "LSE written.",
        "tiling": "BLOCK_M = 128 rows of Q per program, BLOCK_N = 64 for K/V, d = 64, loop over K/V blocks inside "
                  "the program.",
        "numericalStability": "running max m and sum l per row in fp32; acc *= exp(m_old - m_new) before adding "
                              "the new block; divide by l at the end.",
        "failureMode": "NaNs can show up when many logits are -inf, probably something with how the tiling is "
                       "done.",
    }
