# sources: S2 (Algorithm 1 of FlashAttention-2, rewritten in a learner's math notation)
def designOutline():
    return {
        "memoryTraffic": "HBM -> SRAM: Q_i once (B_r x d), K_j, V_j for j = 1..T_c (B_c x d each). SRAM -> HBM: O_i (B_r x d), L_i (B_r). S_i^(j), P_i^(j) in R^{B_r x B_c} exist only on chip, never in HBM. Total reads ~ N d + T_r * 2 N d, writes N d + N.",
        "tiling": "T_r = ceil(N / B_r), T_c = ceil(N / B_c) with B_r = 128, B_c = 64 (d = 128). Grid = T_r x (B * H) thread blocks; outer loop i over Q blocks is the parallel dim, inner loop j over K/V blocks runs sequentially inside one CTA, Q_i and O_i resident.",
        "numericalStability": "m_i^(j) = max(m_i^(j-1), rowmax(S_i^(j))); P~ = exp(S_i^(j) - m_i^(j)); l_i^(j) = e^{m_i^(j-1) - m_i^(j)} l_i^(j-1) + rowsum(P~); O_i^(j) = diag(e^{m_i^(j-1) - m_i^(j)}) O_i^(j-1) + P~ V_j. End: O_i = diag(l_i^(T_c))^-1 O_i^(T_c), L_i = m_i + log(l_i). All of m, l, O in fp32.",
        "tradeOff": "B_c = 128 would double the fp32 S tile in registers (128x128 per CTA), register pressure -> spills, so B_c = 64 is chosen at d = 128 at the expense of fewer FLOPs per K/V load.",
    }
