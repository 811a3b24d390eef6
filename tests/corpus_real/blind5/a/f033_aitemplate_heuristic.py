# Sources: S32 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "Both backends (flash and cutlass mem-efficient) avoid writing S to global memory; both stream K/V from HBM into shared memory.",
        "tiling": "Heuristic: pick cutlass attention when seq_len >= 384 and batch_size <= 3, flash otherwise.",
        "numericalStability": "Both use online softmax: running max and sum per query row in fp32, the previous accumulator rescaled by exp(m_old - m_new) when the max grows.",
        "tradeOff": "It depends on the shape.",
    }
