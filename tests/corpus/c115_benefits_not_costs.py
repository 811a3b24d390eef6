def designOutline():
    return {
        "memoryTraffic": "No N x N buffer is ever allocated: S and P stay on chip and only O and the logsumexp are written to global memory.",
        "tiling": "Each program owns 64 query rows and loops over 64-key tiles; K/V tiles are double-buffered in shared memory.",
        "numericalStability": "Max subtraction before exp, running statistics m and l in fp32, and the exp(m_old - m_new) correction on the accumulator.",
        "tradeOff": "Larger tiles are good for reuse. Smaller tiles are good for occupancy.",
    }
