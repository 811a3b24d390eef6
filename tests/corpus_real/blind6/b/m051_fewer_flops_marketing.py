# Sources: S16, S39 (learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "The fused MHA kernel does not write the attention matrix to HBM; only Q, K, V in and O out.",
        "tiling": "Q blocks of 64 rows with K/V blocks of 64, d = 64.",
        "numericalStability": "Running max and sum in fp32, rescale on max change.",
        "tradeOff": "It is faster mainly because the tiled algorithm needs fewer FLOPs than standard attention, at the cost of extra code complexity.",
    }
