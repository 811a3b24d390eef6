# Sources: S21 (paraphrase / learner rewrite, Korean learner writing English)


def designOutline():
    return {
        "memoryTraffic": "Flash attention is not write the N*N score matrix to HBM; score block is only in SRAM, and only output O (N x d) is written back.",
        "tiling": "Q is processed by block of 16 rows (in my test D_HEAD = 16, block size 8 or 16), for each Q block we loop all K/V blocks of same size; the Q block stay in fast memory during the loop.",
        "numericalStability": "online softmax: keep running max and running sum per row, when new max is bigger, old sum and old output multiply exp(old_max - new_max). I checked result is same with standard attention (max diff < 1e-6) for (32,8), (64,16), (48,12) configs.",
        "tradeOff": "Trade-off: code is more complex than normal attention.",
    }
