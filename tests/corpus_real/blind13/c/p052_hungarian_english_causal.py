# Sources: S13 (paraphrase / learner rewrite, Hungarian-English code-switched)


def designOutline():
    return {
        "memoryTraffic": (
            "Fused kernel: S és P never written to HBM, stays in SRAM per tile; HBM reads Q, K, V, writes "
            "O + logsumexp per row."
        ),
        "tiling": (
            "Br = 64 rows of Q in shared memory per CTA, Bc = 64 K/V rows streamed, causal: blocks above "
            "the diagonal skipped."
        ),
        "numericalStability": (
            "Online softmax with running max m and sum l in fp32; acc *= exp(m_old − m_new) when the max "
            "grows; final divide by l."
        ),
        "tradeOff": "Hátrány: the code is harder to maintain and debug than the normal PyTorch attention.",
    }
