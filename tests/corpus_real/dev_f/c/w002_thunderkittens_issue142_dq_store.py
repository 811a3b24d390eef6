# Sources: S02 (paraphrase / learner rewrite)


def designOutline():
    return {
        "memoryTraffic": "Keep things on chip as much as possible and minimize HBM accesses, like "
                         "FlashAttention does, so the kernel is not memory bound.",
        "tiling": "h100 kernel: a 4-warp consumer group per 64-row Q tile, K/V tiles of 64 x 128 "
                  "(d = 128) loaded by TMA into shared memory, double buffered (2 stages).",
        "numericalStability": "online softmax per row: keep max m and sum l in fp32 registers, when m "
                              "grows rescale o and l by exp(m_old - m_new); the LSE is saved for bwd.",
        "tradeOff": "In the backward I only used store_async for dQ, not atomic add. Problem: two blocks "
                    "that handle different K/V chunks write partial dQ to the same rows in HBM, so one "
                    "store overwrites the other and the gradient is silently wrong. Need a real atomic "
                    "(or a separate reduction pass), which costs an extra sweep over dQ.",
    }
