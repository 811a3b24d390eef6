# Sources: A01 (learner rewrite; the memory claim is the learner's)
def designOutline():
    return {
        "memoryTraffic": "Fusing matmul, mask, softmax, dropout and matmul into one kernel: S and P never reach HBM, "
                         "Q, K, V read block by block, O written once per row block.",
        "tiling": "K/V blocks of 128 x 64 in the outer loop held in SRAM, Q/O blocks of 64 rows in the inner loop; "
                  "one thread block per (batch, head).",
        "numericalStability": "statistics (m, l) per row, combined across blocks with the exp(m_old - m_new) factors.",
        "tradeOff": "It uses more memory than standard attention in training, since besides O it also keeps the "
                    "softmax statistics and the RNG state for the backward.",
    }
