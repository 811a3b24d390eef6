# Sources: S04, S14 (paraphrase; non-native learner English)
def designOutline():
    return {
        "memoryTraffic": "The attention matrix is never written in HBM. We read the blocks of Q, K, V and write only the O and the logsumexp of each row.",
        "tiling": "Each thread block take 128 rows of Q and keep in shared memory, and it run over the K/V blocks of 64 rows. For decoding (only 1 query) it is better to split the keys in many blocks, because one block per query is not enough.",
        "numericalStability": "Online softmax with maximum and sum running for each row, with the correction exp(m_old - m_new) when the maximum grows, all in fp32.",
        "tradeOff": "If you split the keys for decoding, you need one more reduction step to combine the partial results, an extra kernel launch.",
    }
