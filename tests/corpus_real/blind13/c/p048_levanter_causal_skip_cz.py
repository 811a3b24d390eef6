# Sources: S13, S11 (paraphrase / learner rewrite, Czech-English code-switched)


def designOutline():
    return {
        "memoryTraffic": (
            "One fused kernel, S a P se nikdy nezapisují do HBM; we read Q, K, V and write O + logsumexp per "
            "row, so O(N·d) writes instead of O(N²)."
        ),
        "tiling": (
            "Q blocks Br = 128 rows in shared memory, one CTA per (Q block, head); inner loop over K/V "
            "blocks Bc = 64. With causal mask we stop the inner loop at the diagonal block — blocks fully "
            "above the diagonal are skipped, almost half of the blocks (like the levanter issue says)."
        ),
        "numericalStability": (
            "Online softmax s running max m a sum l ve fp32; each K/V block: rescale acc and l by "
            "exp(m_old − m_new); the diagonal block gets a −inf mask inside the tile."
        ),
        "tradeOff": (
            "Cost: after the skip, the last Q blocks still do N/64 K/V blocks while the first ones do one, "
            "so causal work is unbalanced and some SMs sit idle at the end (tail effect)."
        ),
    }
