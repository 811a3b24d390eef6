# Sources: S02* (Algorithm 1 of FA2 as pseudo-code), S13 (paraphrase)
def designOutline():
    return {
        "memoryTraffic": [
            "load Q_i from HBM once            # stays in SRAM for the whole loop",
            "for j in range(Tc): load K_j, V_j from HBM   # S_ij, P_ij computed on-chip, never stored",
            "write O_i and L_i = m_i + log(l_i) to HBM    # the only writes",
        ],
        "tiling": [
            "grid = (Tr, B*H), one CTA per Q_i with Br = 128 rows, d = 64",
            "inner loop: Bc = 64 rows of K/V per step, 4 warps split Q_i by rows",
            "Trade-off: Br = 128 keeps an fp32 acc of 128x64 = 32 KB in registers; going to Br = 256 with d = 128 would spill registers and cut occupancy",
        ],
        "numericalStability": [
            "m_i = -inf; l_i = 0; acc = 0      # fp32",
            "m_new = max(m_i, rowmax(S_ij)); P = exp(S_ij - m_new)",
            "acc = acc * exp(m_i - m_new) + P @ V_j; l_i = l_i * exp(m_i - m_new) + rowsum(P)",
            "O_i = acc / l_i                   # once, at the end",
        ],
    }
