# Sources: S01 (paraphrase / learner rewrite, Persian-English code-switched)


def designOutline():
    return {
        "memoryTraffic": (
            "S و P در HBM نوشته نمی‌شوند — fused kernel, tiles only in SRAM; we read Q, K, V and write O "
            "and logsumexp."
        ),
        "tiling": "Br = 64 rows of Q per thread block in shared memory, Bc = 32 rows of K/V streamed in the inner loop, 4 warps.",
        "numericalStability": "online softmax: running max m and sum l in fp32, rescale acc and l by exp(m_old − m_new).",
        "tradeOff": (
            "Trade-off: smaller tiles (Bc = 32) are good for occupancy, more blocks can run on each SM at "
            "the same time."
        ),
    }
