# Sources: S09 (already-used source; learner rewrite in own words)


def designOutline():
    return {
        "memoryTraffic": "Following chapter 5/6 of PMPP: the problem with naive attention is the N x N scores round trip through global memory. In my version scores never go to global memory: QK^T tile -> softmax -> times V all happen in shared memory/registers inside one kernel; global reads are Q, K, V, global write is O.",
        "tiling": "Each thread block takes 32 query rows. At kernel start the block loads the whole K and V matrices into shared memory (like the tiled matmul chapter but bigger tiles), and then each thread computes its row of scores against all keys from shared memory.",
        "numericalStability": "online softmax (Milakov & Gimelshein 2018): one pass keeps running max m and normaliser d; d_new = d_old * exp(m_old - m_new) + exp(x - m_new); the output accumulator gets the same exp(m_old - m_new) rescale.",
        "tradeOff": "register pressure: each thread holds its output row of d floats in registers; at d = 128 that is 128 fp32 registers per thread before anything else, so the compiler spills to local memory.",
    }
