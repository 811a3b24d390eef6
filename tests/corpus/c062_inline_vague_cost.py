def designOutline():
    return {
        "memoryTraffic": "Fused kernel; S and P are never written to HBM; reads Q, K, V, writes O and LSE.",
        "tiling": "64 x 64 tiles, Q tile stays in SMEM, K/V streamed; the cost is some overhead.",
        "numericalStability": "Online softmax: running max m, running sum l, acc rescaled by exp(m_old - m_new), fp32.",
    }
