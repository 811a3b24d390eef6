# Sources: S45 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "Q, K, V are N x d in global memory. Each thread block copies its Q_i tile and the K_j, V_j tiles into shared memory; S_ij (br x bc) is computed into shared memory, then written to global memory so the next kernel can do the softmax, then O.",
        "tiling": "Q_i tiles of br x d with br = 128 and K_j, V_j tiles of bc x d with bc = 128, because N is at least 128 in the spec; d <= 64 so each tile is at most 128 x 64 x 4 B = 32 KB in fp32.",
        "numericalStability": "For each (i, j) tile pair compute m_ij = rowmax(S_ij), P_ij = exp(S_ij - m_ij), l_ij = rowsum(P_ij); then m_new = max(m_i, m_ij), l_new = exp(m_i - m_new) l_i + exp(m_ij - m_new) l_ij and O_i is rescaled with the same factors.",
        "tradeOff": "br = bc = 128 with fp32 tiles uses 96 KB+ of shared memory per block, so only one or two blocks fit per SM and occupancy is low.",
    }
