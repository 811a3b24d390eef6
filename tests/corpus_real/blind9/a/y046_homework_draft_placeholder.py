# Sources: S12 (paraphrase / learner rewrite, homework draft)
def designOutline():
    return {
        "memoryTraffic": "TODO: fill in after reading section 3.2",
        "tiling": "Q tiles of 64 x d and K/V tiles of 64 x d, d = 64; one Triton program per Q tile, the Q tile and "
                  "the O accumulator stay on chip, K/V tiles are loaded in a loop.",
        "numericalStability": "Track m_i and l_i per query row in fp32; when a new tile raises the max, scale O_i and "
                              "l_i by exp(m_old - m_new); store L_i = m_i + log l_i.",
        "tradeOff": "The backward needs the saved L_i and recomputes P from Q, K because P was not materialized; "
                    "that is extra matmul work in backward.",
    }
