# Sources: S21 (excerpt + learner rewrite of personal study notes)
def designOutline():
    return {
        "memoryTraffic": "Flash Attention reduces the memory footprint by using in-place operations that minimize unnecessary memory allocations, and it is faster because it reduces the number of computations needed in the attention matrix multiplications.",
        "tiling": "Block-wise: a query block of 128 rows per CUDA block, key/value blocks of 128 rows loaded one after another into shared memory (d = 64).",
        "numericalStability": "Maintaining the accuracy: scores minus the running max, then exp, and the earlier partial output is rescaled by exp(m_old - m_new) when the max changes; accumulate in fp32.",
        "tradeOff": "It needs specialized kernels, which are harder to maintain.",
    }
