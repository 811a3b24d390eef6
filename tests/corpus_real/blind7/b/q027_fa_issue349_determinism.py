# Sources: S26 (paraphrase / learner rewrite)


def designOutline():
    return {
        "memoryTraffic": (
            "Forward: each thread block owns one query block, reads K/V, keeps the P tile in registers and writes "
            "its O and LSE once; nothing N x N goes to HBM."
        ),
        "tiling": (
            "Backward parallelizes over key/value column blocks with several thread blocks per head; the "
            "deterministic 'loop' kernel instead has 1 thread block per head that loops over all the column blocks."
        ),
        "numericalStability": (
            "Backward recomputes P = exp(S - LSE) per block from the saved logsumexp in fp32, so no running max is "
            "needed the second time."
        ),
        "tradeOff": (
            "The backward is not deterministic because dQ is accumulated with atomic adds coming from different "
            "column-block thread blocks in arbitrary order; the deterministic path (like num_splits = 1) is slower "
            "because one block per head gives much less parallelism."
        ),
    }
