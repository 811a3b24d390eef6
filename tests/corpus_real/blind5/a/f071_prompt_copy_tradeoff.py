# Sources: S38, S25 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "With the flash backend of SDPA, S = QK^T is produced tile by tile in SRAM, used for the softmax and P V immediately and dropped; HBM receives only O and the logsumexp.",
        "tiling": "Br = 128 query rows per thread block, Bc = 64 key rows per step, d = 64; Q and the fp32 O accumulator stay on chip for the whole K/V loop.",
        "numericalStability": "keep m and l per row; on each K/V block rescale O and l by exp(m_old - m_new), add the new block; normalize by l at the end; store lse = m + log l.",
        "tradeOff": "The outline must state an explicit failure mode or trade-off.",
    }
