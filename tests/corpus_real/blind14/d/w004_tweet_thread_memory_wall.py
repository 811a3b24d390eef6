# Sources: S12 (paraphrase, thread form), S01* (paraphrase)
def designOutline():
    return {
        "memoryTraffic": [
            "1/ I built FlashAttention from scratch. Lesson #1: the memory wall is the bottleneck, not compute.",
            "2/ naive attn materializes the NxN score matrix in HBM. mine never does: S and P live in SRAM/registers one tile at a time, only Q,K,V come in and O goes out.",
        ],
        "tiling": [
            "3/ tiling: a 64-row Q tile stays in shared mem for the whole kernel, K/V tiles of 64 rows stream through the inner loop. 1 CTA per (q tile, head).",
        ],
        "numericalStability": [
            "4/ then the softmax trick makes everything numerically stable \u2728 honestly the most elegant part",
            "5/ (the math is beautiful, go read the paper)",
        ],
        "tradeOff": [
            "6/ the catch: backward has to recompute the scores tile by tile because P was never saved -> one extra QK^T matmul per tile. still a net win because HBM bytes dominate.",
        ],
    }
