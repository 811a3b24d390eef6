def designOutline():
    return {
        "memoryTraffic": "S/P are never materialised in global memory. The kernel reads Q, K, V and writes O and the row logsumexp.",
        "tiling": "BLOCK_M=64 rows of Q resident in shared memory per program, BLOCK_N=64 rows of K/V streamed by the inner loop, 4 warps, 2 pipeline stages.",
        "numericalStability": "Online softmax: running max and running sum per row in fp32, rescaling of the accumulator by exp(m_old - m_new).",
    }
