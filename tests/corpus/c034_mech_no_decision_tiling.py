def designOutline():
    return {
        "memoryTraffic": "S and P never leave SRAM; HBM traffic is Q, K, V reads and O, logsumexp writes.",
        "tiling": "We use tiling with SRAM and blocks.",
        "numericalStability": "Running max + running sum (online softmax), rescale the accumulator by exp(m_old - m_new), keep m, l and acc in fp32.",
        "tradeOff": "For short sequences (N <= 256) the N x N matrix is tiny, so the fused kernel saves little HBM traffic and is barely faster than the unfused version.",
    }
