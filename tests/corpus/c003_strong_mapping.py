def designOutline():
    return {
        "memoryTraffic": {
            "mechanism": "kernel fusion of matmul -> mask -> softmax -> matmul",
            "decision": "S and P stay on chip; only Q, K, V are read from HBM and only O and the row logsumexp are written",
        },
        "tiling": {
            "mechanism": "outer loop over query blocks (one per thread block), inner loop over key/value blocks",
            "decision": "Br = 64, Bc = 128 for d = 64; the Q tile is resident in shared memory, K/V tiles are double buffered",
        },
        "numericalStability": {
            "mechanism": "online softmax with running max m_i and running denominator l_i",
            "decision": "rescale acc and l_i by exp(m_old - m_new) each time a new K/V tile raises the max; all statistics kept in fp32",
        },
        "tradeOffs": {
            "cost": "larger Bc needs more shared memory and registers per block",
            "consequence": "fewer blocks resident per SM (lower occupancy) and register spills once the accumulator no longer fits",
        },
    }
