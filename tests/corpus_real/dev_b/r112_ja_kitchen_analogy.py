# sources: S9 (Qiita article explaining Flash Attention with a kitchen analogy; translated excerpt, learner English)
def designOutline():
    return {
        "memoryTraffic": "HBM is like a huge fridge (24GB-80GB) far from the cooking table, SRAM is the cutting board next to the cook (very small, 19MB or so). Normal attention goes too many times between fridge and cutting board. Flash Attention makes fewer trips.",
        "tiling": "Cut the ingredients (the matrices) small enough so they fit on the cutting board and finish cooking there.",
        "numericalStability": "Keep for every row the max so far m and the sum so far l; when a new piece comes with bigger max, multiply old l and old output by exp(m_old - m_new) before adding the new piece, and divide by l only at the end.",
    }
