# Sources: S42, S49 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "The flash backend never writes the [b, h, s, s] attention probabilities to HBM; it reads qkv once and writes the context.",
        "tiling": "Use the flash kernel's own tiling, which is already tuned for the GPU.",
        "numericalStability": "Softmax statistics (row max and normaliser) are kept in fp32 and the partial output is rescaled when the max changes.",
        "tradeOff": "Inputs must be fp16 or bf16: the kernel's tensor-core path is 16-bit only, so an fp32 model has to fall back to standard attention.",
    }
