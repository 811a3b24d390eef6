# Sources: S21, B1 (paraphrase / learner rewrite, exam answer)
def designOutline():
    return {
        "memoryTraffic": "Q, K, V are read from HBM in blocks; S = QK^T and P are kept in SRAM and never stored in HBM. "
                         "The only writes are the output O and the row logsumexp.",
        "tiling": "Br = 128 rows of Q per thread block, resident in SRAM; Bc = 64 rows of K and V streamed in the "
                  "inner loop; d = 64.",
        "numericalStability": "For the softmax the blocks are Br = 128 by Bc = 64, each block of scores is computed "
                              "in shared memory from one Q tile and one K tile, and the block loop goes over the K "
                              "dimension.",
        "tradeOff": "The backward pass must recompute S and P for every block because P was not saved, which adds "
                    "an extra matmul per block.",
    }
