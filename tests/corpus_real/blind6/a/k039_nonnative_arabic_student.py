# Sources: S02, S04 (paraphrase; non-native learner English)
def designOutline():
    return {
        "memoryTraffic": "The attention matrix is not materialize in HBM, FlashAttention is compute it in the SRAM and then it use directly for multiply with V.",
        "tiling": "The tiles are small so they can fit in the SRAM.",
        "numericalStability": "Online softmax that keep the running maximum and running sum, and correct the previous result when the maximum change.",
        "tradeOff": "The limitation is the size of SRAM is small, so when the head dimension is big (256) the tiles become very small and the GPU is not used good.",
    }
