# sources: S20 (how-to-train-your-gpt notes), S1 (Sec. 3.1, numerics and trade-off excerpted); misconception about tiles going through HBM (learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "Our kernel computes S one tile at a time: each S tile is written to HBM and read back for the softmax, then the P tile is multiplied with V. Because the tiles are small, this is much cheaper than writing the full seq_len x seq_len matrix at once.",
        "tiling": "Tiles of Br = 64 query rows and Bc = 64 key rows for d = 64; each CTA owns one Q tile for one (batch, head), keeps it and the O accumulator in shared memory, and iterates over K/V tiles in order.",
        "numericalStability": "If we keep track of some extra statistics (m(x), l(x)), we can compute softmax one block at a time: m_new = max(m_i, rowmax(S_ij)), l_new = e^{m_i - m_new} l_i + e^{m~_ij - m_new} l~_ij, and the accumulated output is rescaled by e^{m_i - m_new} before the new block is added. Statistics in fp32.",
        "tradeOff": "By storing the output O and the softmax normalization statistics (m, l), we can recompute S and P in the backward pass from blocks of Q, K, V in SRAM; this means more FLOPs in the backward, but the recomputation speeds it up due to reduced HBM accesses.",
    }
