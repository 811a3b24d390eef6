# Sources: S21 (different passage; learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "S is never written to HBM: one fused kernel reads Q, K, V and writes only O.",
        "tiling": "Q blocks of 64 rows per thread block, K/V blocks of 64 rows loaded in the inner loop, d = 128.",
        "numericalStability": "The softmax is done in fp16 instead of fp32, which is where a good part of the speed comes from; accuracy is almost the same as standard attention.",
        "tradeOff": "Backward recomputes S from Q and K for every block pair, extra matmul FLOPs, because P was not saved.",
    }
