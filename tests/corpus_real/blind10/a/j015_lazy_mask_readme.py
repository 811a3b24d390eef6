# Sources: S15 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": (
            "Besides S and P, the N x N attention mask also never goes to HBM: each mask tile is computed on chip "
            "as is_positive(M_i M_j^T) from the small M matrix (seq_len x mask_dim) loaded with the K tile. HBM "
            "reads are rows of Q, K, V and M; HBM writes are O, l and m."
        ),
        "tiling": (
            "Fork of flash-attention-minimal: Br = Bc = 32, d = 64, one thread per Q row. Q, K, V tiles sit in "
            "shared memory in fp32: 3 x 32 x 64 x 4 B = 24 KB, plus the two M tiles; grid = (batch, heads), "
            "outer loop over K/V tiles, inner loop over Q tiles."
        ),
        "numericalStability": (
            "Masked entries are set to -inf before the row max. Per row m and l: m_new = max(m, m_tile), "
            "l_new = exp(m - m_new) l + exp(m_tile - m_new) l_tile, and the output row is rescaled with the same factors."
        ),
        "tradeOff": (
            "Recomputing the mask tile costs an extra M_i M_j^T product of Br x Bc x mask_dim per tile; when "
            "mask_dim is about the size of d this nearly doubles the QK^T work per tile."
        ),
    }
