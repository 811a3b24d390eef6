# sources: S1 (TensorLoop "FlashAttention & Online Softmax", short excerpts, lightly trimmed)
def designOutline():
    return {
        "memoryTraffic": "The math trick lets attention be tiled instead of materialized: the full N x N score matrix won't fit in fast on-chip memory, so it is never built in HBM. Each block of scores lives only on chip; only O and the per-row statistics are written out.",
        "tiling": "We process attention scores in blocks because the full N x N matrix won't fit in fast on-chip memory, so you only see one block at a time.",
        "numericalStability": "Maintain a running max m and a running sum l and correct them when a new block arrives: m_new = max(m1, m2), l_new = l1 * exp(m1 - m_new) + sum exp(x_j - m_new). When a new block raises the max, rescale O the same way, O_new = O1 * exp(m1 - m_new) + the new block's contribution; at the end divide O by the final l.",
        "tradeOff": "Skipping the safe-softmax step fails: exp(1000) is infinity in floating point, so a row with large scores turns into inf/NaN. The max subtraction is mathematically identical but needs the running max to be carried through every block.",
    }
