# Sources: S17 (paraphrase / learner rewrite, Indonesian learner writing English)


def designOutline():
    return {
        "memoryTraffic": "S and P is not saved to HBM, only in SRAM for each tile; HBM get only O and the logsumexp.",
        "tiling": "Q tile 128 rows per thread block stay in shared memory, K/V tile 64 rows loaded in inner loop, head dim 64 fp16, total 32 KB.",
        "numericalStability": "We use online softmax.",
        "tradeOff": "Trade-off: backward recompute the attention matrix because P is not stored, so there is extra matmul FLOPs each tile.",
    }
