def designOutline():
    return {
        "memoryTraffic": "S and P are never stored to HBM; Q, K, V are read and O and the logsumexp written.",
        "tiling": "Load the whole of K and V for the head into shared memory once at the start, then loop over the queries in 64-row blocks; this way K and V are read from HBM only once.",
        "numericalStability": "Max subtraction with a running max, running sum, exp(m_old - m_new) rescaling, fp32 accumulators.",
        "tradeOff": "Recomputation of P in the backward costs extra FLOPs but saves the N x N memory.",
    }
