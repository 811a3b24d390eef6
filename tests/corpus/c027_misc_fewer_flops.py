def designOutline():
    return {
        "memoryTraffic": "FlashAttention is faster because it performs fewer FLOPs than standard attention: by working on blocks it skips most of the multiply-adds of the full QK^T product.",
        "tiling": "Q in 128-row blocks, one per thread block and resident in shared memory; K and V in 64-row blocks iterated in the inner loop.",
        "numericalStability": "Running max and running sum per row in fp32; partial results rescaled by exp(m_old - m_new) when a later block has a larger max.",
        "tradeOff": "Large tiles increase register use per thread; past ~255 registers the compiler spills to local memory and the kernel slows down.",
    }
