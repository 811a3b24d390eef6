def designOutline():
    return {
        "memoryTraffic": "Q, K, V are read from HBM and O plus logsumexp written; S/P exist only as tiles in SRAM.",
        "tiling": "Br = 128, Bc = 64; Q resident on chip; inner loop over K/V tiles.",
        "numericalStability": "Max-subtracted exp, running row sum, exp(m_old - m_new) rescaling, fp32 accumulators.",
        "tradeOff": "It might be slower in some cases.",
    }
