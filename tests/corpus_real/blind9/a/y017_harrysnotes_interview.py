# Sources: S17 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "No scores written to HBM, no attention matrix stored, no softmax matrix stored: each tile of "
                         "Q K_b^T is consumed in SRAM and only the O_block (and per-row m, l) is written back to HBM.",
        "tiling": "for each Q-block: load Q_block into SRAM, init m, l, O_block; for each K/V-block: load K_block, "
                  "V_block into SRAM, scores = Q_block @ K_block^T, update; then write O_block to HBM. "
                  "One thread block per Q-block.",
        "numericalStability": "m_new = max(m, max(s_b)); alpha = e^(m - m_new); l = l*alpha + sum e^(s_b - m_new); "
                              "o = o*alpha + sum e^(s_b - m_new) V_b; after all blocks o_i = o / l. Exact softmax.",
        "tradeOff": "Checkpointing: trades compute for memory.",
    }
