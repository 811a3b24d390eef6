# Sources: learner rewrite; misconception that FlashAttention trades accuracy for speed
def designOutline():
    return {
        "memoryTraffic": "The score matrix is computed tile by tile in SRAM and never materialised in HBM; only O is written back.",
        "tiling": "128 x 128 query/key tiles, one thread block per query tile, K/V streamed.",
        "numericalStability": "FlashAttention is an approximation of softmax attention: it keeps a running max and rescales by exp(m_old - m_new), which is close to exact but slightly inaccurate, and that is the price of its speed.",
        "tradeOff": "Recomputation in the backward pass costs extra FLOPs because P is not stored.",
    }
