# Sources: S14, S22 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": (
            "FlashAttention is an IO-aware exact attention algorithm that uses tiling to reduce the number of "
            "memory reads/writes between GPU high bandwidth memory (HBM) and GPU on-chip SRAM, which is where the "
            "wall-clock speedup comes from."
        ),
        "tiling": (
            "Q is cut into blocks of Br = 64 rows, K and V into blocks of Bc = 64 rows (d = 64); one thread block "
            "per (Q block, head), the Q block stays in shared memory while the K/V blocks stream through in the inner loop."
        ),
        "numericalStability": (
            "Keep the row max m and the row sum l of exp(s - m) as running statistics; when block j brings a "
            "larger max, multiply the previous partial output and l by exp(m_old - m_new) so the final softmax is exact."
        ),
        "tradeOff": (
            "The backward does not have P, so it recomputes S = QK^T and P block by block from Q, K and the "
            "saved (m, l): extra FLOPs, but fewer HBM reads, and the backward still ends up faster."
        ),
    }
