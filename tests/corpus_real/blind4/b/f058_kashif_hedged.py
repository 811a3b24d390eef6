# Sources: S19 (learner rewrite, hedged)
def designOutline():
    return {
        "memoryTraffic": "I think the main thing is that it doesn't store the full attention matrix in HBM, it probably only keeps pieces of it in SRAM and writes O at the end?",
        "tiling": "Blocks, maybe, not sure of the size; whatever fits in SRAM.",
        "numericalStability": "There is some trick with the maximum: I believe they keep a running max and fix up the earlier sums and outputs with exp(old max - new max) when it changes.",
        "tradeOff": "Probably it costs something in the backward pass, maybe recomputation?",
    }
