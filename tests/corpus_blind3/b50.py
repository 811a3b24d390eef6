def designOutline():
    return {
        "memoryTraffic": "FlashAttention reduces memory by trading a bit of accuracy: scores are kept in a compressed low-precision form so that less has to be moved between HBM and SRAM.",
        "tiling": "One thread block per (head, 64-query block); K and V are streamed in 64-row tiles through shared memory; Q stays in registers.",
        "numericalStability": "Running max and sum per row, exp(m_old - m_new) rescaling, fp32 accumulator, log-sum-exp saved.",
        "tradeOff": "Recomputing attention in the backward instead of reading a stored P costs one extra matmul per tile.",
    }
