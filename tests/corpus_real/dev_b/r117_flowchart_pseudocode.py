# sources: S10 (dmarx.github.io flowchart of FlashAttention forward, transcribed as pseudo-code)
def designOutline():
    return {
        "memoryTraffic": "Key insight: no need to store the full attention matrix in HBM. Memory O(N) not O(N^2): only O and the row statistics L are written.",
        "tiling": "init M = -inf, L = 0, O = 0; for each K,V tile: load Q, K_i, V_i tiles into SRAM; compute Q x K_i using tensor cores; (Q tile stays, K/V tiles stream)",
        "numericalStability": "scale by 1/sqrt(d); M_new = max(M_old, rowmax(QK_scaled)); alpha = exp(M_old - M_new); P_i = exp(QK_scaled - M_new); L_new = alpha*L_old + rowsum(P_i); O = alpha*O + P_i V_i; after the last tile O = O / L_new",
    }
