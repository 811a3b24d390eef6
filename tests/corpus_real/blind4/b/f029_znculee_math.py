# Sources: S29 (merge formulas excerpted; rest is a learner rewrite in math notation)
def designOutline():
    return {
        "memoryTraffic": "HBM reads: Q once, K and V once per Q block (T_r = N/B_r times). HBM writes: O ∈ R^{N×d} and L ∈ R^N. S_ij, P_ij ∈ R^{B_r×B_c} live only in SRAM/registers. Total Θ(N² d² / M) accesses instead of Θ(Nd + N²).",
        "tiling": "B_c = ⌈M/4d⌉, B_r = min(⌈M/4d⌉, d). For d = 64 and M ≈ 16K fp16 elements of SRAM: B_c = B_r = 64. Outer loop j over K_j, V_j; inner loop i over Q_i, O_i (FA1 order).",
        "numericalStability": "merge of blocks A, B: m = max(m_A, m_B); d = d_A e^{m_A−m} + d_B e^{m_B−m}; o = (o_A d_A e^{m_A−m} + o_B d_B e^{m_B−m}) / d. Every exponent is ≤ 0.",
        "tradeOff": "FA1's loop order (K/V outer) means O_i, l_i, m_i are read and written in HBM once per K/V block: T_c·N·d extra traffic on O; that is why FA2 swaps the loops.",
    }
