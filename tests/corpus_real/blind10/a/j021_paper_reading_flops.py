# Sources: S22, S14 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": (
            "FlashAttention is faster because it never computes the full N x N matrix at once, so it does fewer "
            "FLOPs than standard attention; it only reads Q, K, V from HBM and writes O back."
        ),
        "tiling": (
            "Q split into Br = 128 row blocks, one thread block each, kept in shared memory; K and V streamed in "
            "Bc = 64 row blocks in the inner loop; head dim 64 -> 16 KB + 8 KB + 8 KB; 4 warps per block."
        ),
        "numericalStability": (
            "Online softmax: running row max m and row sum l in fp32, previous output scaled by exp(m_old - m_new) "
            "whenever a block raises the max; divide by l at the end and keep logsumexp for backward."
        ),
        "tradeOff": (
            "Backward has to recompute S and P tile by tile from Q, K and the logsumexp because P was not stored: "
            "one extra QK^T matmul per tile."
        ),
    }
