def designOutline():
    return {
        "memoryTraffic": "Be IO-aware and minimise data movement between memories.",
        "tiling": "Q tile (128 x 64) stays in shared memory; K/V tiles (64 x 64) are streamed by the inner loop; 4 warps.",
        "numericalStability": "Online softmax: running max m and running sum l, acc rescaled by exp(m_old - m_new), all in fp32.",
        "tradeOff": "Like any optimisation it has costs.",
    }
