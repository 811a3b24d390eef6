# Sources: S04, S02 (paraphrase; non-native learner English)
def designOutline():
    return {
        "memoryTraffic": "The matrix of scores is never going in the HBM: it is computed in the SRAM block after block and directly multiplied by V. In HBM we read Q, K, V and we write O, that's all.",
        "tiling": "I take blocks of Q of 128 lines (one per thread block) that stay in the shared memory, and blocks of K and V of 64 lines that I load one after the other in the inner loop.",
        "numericalStability": "Online softmax: for each line we keep the maximum and the sum; when a new block gives a bigger maximum, we correct the old sum and the old output with exp(m_old - m_new). The accumulator is in fp32.",
        "tradeOff": "The inconvenient: in the backward we must recompute the scores Q K^T, because we did not keep P in memory, so there is more calculation.",
    }
