# Sources: S26 (paraphrase / learner rewrite)


def designOutline():
    return {
        "memoryTraffic": "Forward keeps only O and the logsumexp in HBM; S and P are never written to HBM.",
        "tiling": (
            "Backward: one thread block per (K/V column block, head); the deterministic mode instead uses one thread "
            "block per head that loops over all column blocks."
        ),
        "numericalStability": (
            "The backward recomputes P = exp(S - LSE) block by block from the saved logsumexp, in fp32."
        ),
        "tradeOff": (
            "FlashAttention uses more memory than standard attention, because it needs extra workspace for the dQ "
            "accumulation and the semaphores, and it is slightly slower in deterministic mode."
        ),
    }
