# Sources: D12 (learner rewrite, non-native English)
def designOutline():
    return {
        "memoryTraffic": "K and V is read one time from DRAM, each core compute its partial attention on its own "
                         "chunk, then the reduction core gather the partials. The score is never write to DRAM.",
        "tiling": "For decode only 1 query token so the Q chunk is not used. K/V sequence cut in chunks of "
                  "k_chunk_size = 128 tokens, each chunk to one core of the 8x8 grid, parallel over batch and "
                  "over the s dimension of K/V.",
        "numericalStability": "Every core send its max and its sum together with partial output. Reduction core take "
                              "global max, multiply each partial with exp(max_i - max_global), sum them and divide "
                              "by the rescaled sum at the end.",
        "tradeOff": "When batch is big there is already enough parallel work over batch x heads, then the extra "
                    "reduction step is only cost; also it only support MQA for one decode token.",
    }
