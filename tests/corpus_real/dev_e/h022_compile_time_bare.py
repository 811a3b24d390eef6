# Sources: S51 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "Only Q, K, V are read and O plus the logsumexp written; the N x N scores are never written to HBM.",
        "tiling": "BLOCK_M = 64, BLOCK_N = 64, d = 64, 4 warps, 2 stages; grid over (query blocks, batch*heads).",
        "numericalStability": "Running row max and row sum in fp32 with rescaling of the accumulator by exp(m_prev - m_cur); final division by the row sum.",
        "tradeOff": "Compile time is long and autotuning is slow.",
    }
