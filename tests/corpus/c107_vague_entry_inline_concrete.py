def designOutline():
    return {
        "memoryTraffic": "One kernel: QK^T, softmax and PV are fused so S and P never reach HBM; O and the logsumexp are the only outputs written.",
        "tiling": "Q tile of 64 rows stays in shared memory, K/V tiles of 128 rows are streamed, at the expense of a 64 x 128 fp32 score tile (32 KB of registers per CTA) that lowers occupancy.",
        "numericalStability": "Running max m and sum l per row in fp32; acc and l rescaled by exp(m_old - m_new) per K/V tile.",
        "tradeOff": "There are trade-offs.",
    }
