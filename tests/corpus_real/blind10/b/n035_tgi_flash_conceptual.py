# Sources: S35 (paraphrase / learner rewrite)

def designOutline():
    return {
        "memoryTraffic": "Instead of loading keys, queries and values from HBM for every single attention step and writing each step's result back, Flash Attention loads them once, fuses QK^T, softmax and the multiplication with V into one kernel, and writes only the output back.",
        "tiling": "It is implemented for the supported models, the flash-prefixed ones.",
        "numericalStability": "The attention result is the same.",
        "tradeOff": "Only models with a flash_ implementation get it; any other architecture runs the regular attention path, because the fused kernel needs the model's attention written against its varlen interface.",
    }
