# Sources: S46 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "Q, K, V move from global memory (GM) into L1/UB tile by tile; the score tile is never written back to GM, only O and the row LSE.",
        "tiling": "Each AI core takes a 128-row Q tile; K/V tiles of 128 rows are double-buffered through L1.",
        "numericalStability": "Online softmax with rowmax/rowsum in fp32; O is multiplied by exp(m_old - m_new) before each new tile is added.",
        "tradeOff": "With a large batch and a small sequence length (S < 128) the operator performance degrades significantly.",
    }
