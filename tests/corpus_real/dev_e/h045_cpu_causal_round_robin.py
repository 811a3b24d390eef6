# Sources: S35 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "CPU variant: each thread has a scratch buffer for one row of scores (S_k floats) that stays in L1/L2; no N x N score matrix is ever allocated in DRAM, only O is written.",
        "tiling": "Work items are (s, h) pairs, handed out with schedule(static, 1) so rows are round-robined across the OpenMP threads; each thread owns its scratch and its disjoint output rows.",
        "numericalStability": "Per row, subtract the row max before exp and accumulate the sum and the weighted V in fp32; divide once at the end.",
        "tradeOff": "With schedule(static) each thread gets a contiguous range of rows, and since causal row cost grows with s, the last thread gets all the expensive tail and the others idle - CPU utilisation halved at large S.",
    }
