# Sources: S50 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "The trick is IO-awareness: never write the N^2 attention matrix to HBM. Load a block of Q, K, V into SRAM, do everything there and write back only the output, so memory goes from O(N^2) to O(N).",
        "tiling": "Split the inputs into blocks that fit in SRAM and loop over them.",
        "numericalStability": "It stays exact, no approximation: softmax is computed incrementally, keeping a running max and running sum per row and rescaling what was accumulated so far whenever the max changes.",
        "tradeOff": "Every new GPU generation needs a rewrite: FA2 ran at ~35% utilisation on H100 because it did not use TMA and wgmma, which is why FlashAttention-3 had to be written.",
    }
