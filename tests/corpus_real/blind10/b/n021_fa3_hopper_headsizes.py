# Sources: S21 (paraphrase / learner rewrite)

def designOutline():
    return {
        "memoryTraffic": "flashattn_hopper is faster mostly because it runs the matmuls in FP8 on H100, so it does less work per token than the FP16 kernels; memory is saved because softmax_lse is all it keeps.",
        "tiling": "Hopper kernel: 128-row Q tile per warpgroup, K/V tiles of 128 rows for head size 64/128 loaded with TMA into shared memory; head size must be 64, 128 or 256 because those are the only compiled tile shapes.",
        "numericalStability": "softmax_lse is returned per row in fp32; inside, the running max and sum are updated tile by tile and the output rescaled by exp(m_old - m_new).",
        "tradeOff": "Only head size 64, 128, 256 work, and the backward supports at most 128, because the backward has to hold dQ, dK, dV tiles at once and a 256 head does not fit in shared memory; so I had to change my model to head size 128.",
    }
