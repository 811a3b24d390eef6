# Sources: S24 (paraphrase / learner rewrite)
# Take-home: "pick tile sizes for FA2 on your GPU".


def designOutline():
    return {
        "memoryTraffic": (
            "S = QK^T is never written to global memory: each Br x Bc tile is computed, "
            "exponentiated and multiplied by V inside the block. Global memory sees Q, K, V "
            "reads and the O write (plus lse), O(N d) bytes per head instead of O(N^2)."
        ),
        "tiling": (
            "To minimise the number of K/V passes I take big tiles: Br = 256, Bc = 256, d = 128, "
            "with 2 pipeline stages for K/V in shared memory, one thread block per 256 query "
            "rows and head."
        ),
        "numericalStability": (
            "Online softmax with running max m and sum l per row (fp32), accumulator rescaled "
            "by exp(m_old - m_new) each K/V tile."
        ),
        "tradeOff": (
            "Bigger Br means fewer query tiles: at N = 1024 and 8 heads that is only 32 thread "
            "blocks for a GPU with 128 SMs, so most SMs sit idle for short sequences."
        ),
    }
