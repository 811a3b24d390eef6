# Sources: S10 (paraphrase of maintainer answers)

def designOutline():
    return {
        "memoryTraffic": "The kernel is fast and memory efficient because the attention matrix is never stored in memory: each score tile is used for its P @ V product on chip and dropped, and HBM only sees Q, K, V, the output and a per-row logsumexp.",
        "tiling": "64 query rows per thread block stay in shared memory; keys/values stream in chunks of 64. Only Q and K have to share an embedding dimension (they meet in QK^T); V may have a different head dim because it only enters the second matmul.",
        "numericalStability": "Online softmax: running row max and row sum kept in fp32; earlier partial outputs are rescaled by exp(m_old - m_new) when a later chunk brings a bigger score; final division by the row sum.",
        "tradeOff": "If you need the attention map itself you cannot use this kernel, because it is never materialised; you have to fall back to the math path that writes the full N x N matrix, which is what costs the memory.",
    }
