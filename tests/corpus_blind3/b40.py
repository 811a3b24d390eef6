def designOutline():
    return {
        "memoryTraffic": "FlashAttention is faster because it never computes the full N x N matrix at once: working block by block it performs far fewer floating-point operations than standard attention, and Q, K and V are loaded into SRAM in blocks.",
        "tiling": "Br = 64, Bc = 64 at d = 64; each thread block keeps one Q block in shared memory and loops over the K/V blocks; grid = (N / 64, batch * heads).",
        "numericalStability": "Keep a running max and running sum per row in fp32 and rescale the partial output by exp(m_old - m_new) when a later block has a larger score.",
        "tradeOff": "Recomputing the scores in the backward pass costs extra FLOPs because P was not stored.",
    }
