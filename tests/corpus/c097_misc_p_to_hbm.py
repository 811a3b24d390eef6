def designOutline():
    return {
        "memoryTraffic": "S is computed in SRAM and the softmax is applied there, but P is written to HBM so that the PV product can be done by a separate cuBLAS GEMM, which is faster than doing it in our kernel.",
        "tiling": "Q in 64-row tiles resident in shared memory, K in 64-row tiles streamed; grid over query tiles and heads.",
        "numericalStability": "Row max subtracted before exp; running max/sum with exp(m_old - m_new) rescaling; fp32.",
        "tradeOff": "Small head dims (d = 32) leave the matmuls too small to keep tensor cores busy.",
    }
