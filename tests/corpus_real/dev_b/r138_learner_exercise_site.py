# sources: S46 (crackedaicode exercise "flash attention score computation"), S1; learner rewrite, non-native English
def designOutline():
    return {
        "memoryTraffic": "Instead of computing the full attention matrix we process blocks of keys, this is more efficient for the memory.",
        "tiling": "For each block of keys K_j we compute the scores with the queries and update the statistics.",
        "numericalStability": "For each block K_j: s = Q K_j^T / sqrt(d_k); m_new = max(m, rowmax(s)); l = l * exp(m - m_new) + rowsum(exp(s - m_new)); acc = acc * exp(m - m_new) + exp(s - m_new) V_j; m = m_new. In the end out = acc / l, it is equivalent to standard attention.",
        "tradeOff": "If you forget to multiply the old acc and l by exp(m - m_new), the result is wrong whenever a later block has a bigger score, because the old part was normalized with a too small max.",
    }
