# Sources: S31 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": (
            "Prefill Triton kernel reads each sequence's K/V blocks from HBM only up to the causal diagonal and "
            "writes O; scores and probabilities never leave SRAM/registers."
        ),
        "tiling": (
            "BLOCK_M = BLOCK_N = 64, head_dim = 128, num_stages = 2: Q tile 16 KB resident, K/V 16 KB each double "
            "buffered -> 80 KB. One program per (Q block, head) of a varlen sequence. The KV loop runs "
            "for block_n in range(start_m + 1) instead of cdiv(seq_len, BLOCK_N): blocks entirely above the "
            "diagonal are skipped and only the diagonal block is masked."
        ),
        "numericalStability": "The softmax uses the max trick for stability.",
        "tradeOff": (
            "After the skip, Q block i does i + 1 iterations, so the last blocks of a long sequence do far more "
            "work than the first ones: programs finish unevenly and some SMs idle at the tail."
        ),
    }
