def designOutline():
    return {
        "memoryTraffic": "Minimise the data movement between the levels of the memory hierarchy.",
        "tiling": "Q tiles of 128 rows stay in shared memory; K and V are streamed in 64-row tiles by the inner loop.",
        "numericalStability": "Keep the running max and running sum per row in fp32, rescaling the accumulator by exp(m_old - m_new).",
        "tradeOff": "It is harder to implement and it may not work well on all GPUs.",
    }
