# Sources: S14 (commenter-style rewrite)
def designOutline():
    return {
        "memoryTraffic": "The win is purely that P never round-trips HBM: the softmax is fused between the two GEMMs, the N x N never gets written.",
        "tiling": "cuBLAS-based standard attention already tiles QK^T into 128x128 blocks in shared memory; FA doesn't change that part.",
        "numericalStability": "It's the online softmax from Milakov & Gimelshein: running max, running sum, rescale the partial accumulator by exp(m_old - m_new).",
        "tradeOff": "exp throughput is the limit on H100: the MUFU is far slower than the tensor cores per clock, so the softmax stalls the GEMMs unless two warpgroups ping-pong.",
    }
