# Sources: S1 (TensorLoop, FlashAttention & Online Softmax), P1 (FlashAttention paper)
def designOutline():
    return {
        "memoryTraffic": "The math trick that lets attention be tiled instead of materialized: the full N x N matrix won't fit in fast on-chip memory, so we process attention scores in blocks and only see one block at a time.",
        "tiling": "Process blocks of keys and maintain running statistics; each block of scores is computed on chip.",
        "numericalStability": "Maintain a running max m and a running sum l. When a new block raises the max, rescale: m_new = max(m1, m2), l_new = l1 * exp(m1 - m_new) + sum exp(x_j - m_new); rescale O the same way, and at the end divide O by the final l.",
        "tradeOff": "exp(1000) is infinity in floating point, so the safe softmax subtracts the max; but the plain safe softmax still needs two passes (find max, then sum).",
    }
