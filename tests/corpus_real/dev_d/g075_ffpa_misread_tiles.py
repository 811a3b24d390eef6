# Sources: S29 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "One kernel, S and P stay on chip, only O written; Q, K, V read from global memory.",
        "tiling": "For large head dims I keep everything resident: Br = 128, Bc = 128, head_dim = 512, fp16, the whole Q tile and the K and V tiles in shared memory at the same time, 8 warps.",
        "numericalStability": "m and l per row in fp32 registers; each Bc step the O accumulator is multiplied by exp(m_old - m_new) before adding P V.",
        "tradeOff": "At head_dim 512 the O accumulator is 128 x 512 fp32 = 256 KB, far more than the register file of one block, so it has to live in shared memory and every rescale goes through shared memory.",
    }
