# Sources: S28 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "S is not written to HBM; Q, K, V are read and O plus LSE written by one kernel.",
        "tiling": "Tiling with blocks in SRAM.",
        "numericalStability": "Online softmax.",
        "tradeOff": "The backward recomputes P from Q, K and the LSE because P was not stored, which adds about one QK^T matmul per block.",
    }
