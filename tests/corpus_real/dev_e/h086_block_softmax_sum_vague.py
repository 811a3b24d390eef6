# Sources: S29 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "The N x N scores are never written to HBM; each CTA reads Q, K, V blocks and writes O.",
        "tiling": "Q blocks of 64, K/V blocks of 64, d = 64; one CTA per Q block.",
        "numericalStability": "Softmax per block: subtract the block max, divide by the block sum, and add the block outputs together.",
        "tradeOff": "It may not work well on all GPUs.",
    }
