def designOutline():
    return {
        "memoryTraffic": "P is never materialised, unlike naive attention, which writes P out to HBM and then reads it back for the second matmul. Here the only HBM traffic is reading Q, K, V and writing O (plus the logsumexp).",
        "tiling": "Tiling reduces the number of HBM accesses because data loaded into SRAM is reused many times, so much less has to be read from global memory than in the naive version.",
        "numericalStability": "Track m (running row max) and l (running row sum) in fp32; multiply the accumulator and l by exp(m_old - m_new) every time m grows.",
        "tradeOff": "Recomputation in the backward adds one extra QK^T matmul per tile, i.e. more FLOPs, in exchange for not storing P.",
    }
