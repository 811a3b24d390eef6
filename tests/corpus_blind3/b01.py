def designOutline():
    return {
        "memoryTraffic": "Attention scores are computed in SRAM and never written to global memory; only the output O is written.",
        "tiling": "Each thread block loads the entire K and V matrices into shared memory once, then loops over blocks of 64 query rows, so K and V are read from HBM only once per block.",
        "numericalStability": "Per query row: running max, running sum, and rescaling of previous results by exp(m_old - m_new); fp32 statistics.",
        "tradeOff": "None, it is better in every way.",
    }
