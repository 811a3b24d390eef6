# Sources: S01 (paraphrase / learner rewrite, Ukrainian-English code-switched)


def designOutline():
    return {
        "memoryTraffic": (
            "FlashAttention зменшує трафік до HBM, бо trades a little accuracy for speed: S is computed "
            "block by block and never fully stored in HBM."
        ),
        "tiling": (
            "Br = 64 rows of Q per thread block in shared memory, Bc = 64 rows of K/V in the inner loop, "
            "grid (N/64, batch·heads)."
        ),
        "numericalStability": (
            "Потрібно, щоб softmax був стабільним: use fp32 where it is needed and be careful with big values."
        ),
        "tradeOff": (
            "Cost: backward recomputes S and P from Q, K and logsumexp, because P is not stored — one more "
            "QK^T per block."
        ),
    }
