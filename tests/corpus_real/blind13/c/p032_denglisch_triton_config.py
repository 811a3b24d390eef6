# Sources: S27 (paraphrase / learner rewrite, German-English code-switched)


def designOutline():
    return {
        "memoryTraffic": (
            "S and P bleiben on-chip, never written to HBM; the fused kernel reads Q, K, V and writes only "
            "O and LSE."
        ),
        "tiling": (
            "BLOCK_M = 128 rows of Q per program in SRAM, BLOCK_N = 64 rows of K/V streamed, num_warps = 4, "
            "num_stages = 2, d = 64."
        ),
        "numericalStability": "Wir nutzen den Online-Softmax-Trick, wie im Paper beschrieben.",
        "tradeOff": (
            "At d = 128 with num_stages = 3 the K/V buffers need 3 × 32 KB plus the Q tile, and on a "
            "consumer GPU with ~100 KB per block the kernel cannot launch (out of resources), so we must "
            "reduce the stages."
        ),
    }
