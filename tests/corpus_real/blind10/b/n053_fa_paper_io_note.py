# Sources: S00 (paraphrase of FlashAttention §3.2, learner rewrite)

def designOutline():
    return {
        "memoryTraffic": "S and P are never written to HBM; the fused kernel reads Q, K, V and writes O and (m, l). The IO complexity is O(N d / M) HBM accesses, compared with Θ(Nd + N²) for standard attention, so it is linear in N.",
        "tiling": "Bc = ceil(M / 4d) and Br = min(Bc, d): with M = 100 KB of SRAM and d = 64 that is Bc = 400 rows and Br = 64; outer loop over K/V blocks, inner loop over Q blocks as in Algorithm 1.",
        "numericalStability": "Per row keep m_i and l_i; for each block compute m_ij and l_ij, m_new = max(m_i, m_ij), l_new = e^(m_i − m_new) l_i + e^(m_ij − m_new) l_ij, and rescale O_i accordingly before writing it back.",
        "tradeOff": "Because Algorithm 1 has the K/V loop outside, O_i, l_i and m_i are read and written to HBM once per K/V block, which is the Tc-fold extra traffic FlashAttention-2 removes by swapping the loops.",
    }
