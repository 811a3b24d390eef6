# Sources: S05 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "S and P only exist in threadgroup memory and registers; device memory sees Q, K, V read and O + LSE written.",
        "tiling": "Br = 32, Bc = 64 at d = 128 on Apple GPUs; the Q tile and the O accumulator stay in registers, K/V blocks go through threadgroup memory.",
        "numericalStability": "Running max and sum in fp32, O accumulator rescaled by exp(m_old - m_new) per K/V block.",
        "tradeOff": "Apple GPUs have fewer registers per thread, so at d = 128 the fp32 O accumulator already spills with the block sizes that work on NVIDIA; the tiles have to be re-tuned per GPU family instead of ported as-is.",
    }
