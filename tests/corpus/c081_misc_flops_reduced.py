def designOutline():
    return {
        "memoryTraffic": "By tiling, FlashAttention reduces the O(N^2 d) compute of QK^T to roughly O(N d), and that reduction in arithmetic is the main source of the speed-up.",
        "tiling": "Br = 128, Bc = 128 at d = 64; Q resident, K/V streamed; 8 warps.",
        "numericalStability": "Max subtraction with a running max, rescaling by exp(m_old - m_new), fp32 running sums.",
        "tradeOff": "128 x 128 fp32 S tiles use many registers; occupancy drops to one or two CTAs per SM.",
    }
