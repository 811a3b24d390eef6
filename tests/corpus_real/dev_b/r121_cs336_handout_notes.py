# sources: S47 (Stanford CS336 assignment 2 handout, FlashAttention-2 forward in Triton; paraphrased as a student's notes with hedging)
def designOutline():
    return {
        "memoryTraffic": "I think the main point is: Q, K, V are read from HBM tile by tile, and the N_q x N_k score matrix is never materialised in HBM. Outputs written: O (N_q x d) and L, the logsumexp per query row, which the backward uses.",
        "tiling": "Tiles of Q of size B_q and of K/V of size B_k, both at least 16 x 16 (I used B_q = B_k = 64). Launch grid is (T_q, batch_size): each program instance handles one query tile of one batch element and loops over all T_k key tiles, so Q_i, the O_i accumulator, m_i and l_i stay on chip during the loop.",
        "numericalStability": "Per query row keep m_i^(j) = max(m_i^(j-1), rowmax(S_i^(j))), P~ = exp(S_i^(j) - m_i^(j)), l_i^(j) = exp(m_i^(j-1) - m_i^(j)) l_i^(j-1) + rowsum(P~), O_i^(j) = diag(exp(m_i^(j-1) - m_i^(j))) O_i^(j-1) + P~ V^(j). At the end O_i = diag(l)^-1 O_i and L_i = m_i + log(l_i). The on-chip buffers (O_i, l, m) are float32 even when inputs are bf16, I cast P~ to V's dtype before the PV matmul.",
        "tradeOff": "Probably the main cost: backward has to recompute S and P = exp(S - L) tile by tile, so roughly one extra QK^T matmul per tile, in exchange for not saving the N^2 P matrix.",
    }
