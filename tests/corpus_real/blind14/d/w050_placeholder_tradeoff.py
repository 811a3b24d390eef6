# Sources: S02* (paraphrase)
def designOutline():
    return {
        "memoryTraffic": "QK^T, softmax and PV fused into one kernel: S and P never leave SRAM; HBM reads Q, K, V and writes O and the logsumexp.",
        "tiling": "BLOCK_M = 64 rows of Q per thread block held in shared memory, BLOCK_N = 64 rows of K/V streamed per step; grid = (N/64, B*H).",
        "numericalStability": "Online softmax: running max m and sum l per row (fp32); rescale O and l by exp(m_old - m_new) per block; O /= l at the end.",
        "tradeOff": "tbd",
    }
