# Sources: S35 (different passage than earlier corpora: the pseudo-code block; German original)
def designOutline():
    return {
        "memoryTraffic": "Statt die gesamte n×n Matrix zu materialisieren, werden Blöcke von Q, K, V in den SRAM geladen; O[i:i+B_r] wird am Ende einmal in den HBM geschrieben, S_block nie.",
        "tiling": "B_r = 256  # Row block size (RAM); B_c = 32  # Col block size (RAM); d = 128; äußere Schleife über Q-Blöcke, innere Schleife über K/V-Blöcke.",
        "numericalStability": "m_new = max(m_block, max(S_block, axis=1)); P_block = exp(S_block - m_new); O_block = O_block * exp(m_block - m_new) + P_block @ V_block; L_block = L_block * exp(m_block - m_new) + sum(P_block, axis=1)",
        "tradeOff": "Flash Attention braucht mehr Speicher als Standard Attention, weil O_block, L_block und m_block zusätzlich gehalten werden.",
    }
