def designOutline():
    return {
        "memoryTraffic": "It approximates the attention matrix with a low-rank/sparse version so that it never needs the full N x N matrix, which is why it saves memory and bandwidth.",
        "tiling": "Q tile of 64 rows in SMEM per CTA, K/V streamed in 64-row tiles, 4 warps per CTA.",
        "numericalStability": "Online softmax, tracking the running max and sum per row in fp32 and rescaling with exp(m_old - m_new).",
        "tradeOff": "Very long head dims (256) need smaller tiles to fit SMEM, which lowers tensor-core utilisation.",
    }
