# sources: S52 (German textbook site llmerklaert.de, chapter "Flash Attention", translated, learner English)
def designOutline():
    return {
        "memoryTraffic": "Standard attention materializes the full n x n attention matrix, for long sequences that is a memory bottleneck, not a compute bottleneck. Instead, my kernel loads blocks of Q, K, V into the fast SRAM, computes attention block-wise and merges the results, without ever storing the full n x n matrix: memory O(n), time still O(n^2 d), just fewer HBM accesses.",
        "tiling": "Row block B_r = 256 for Q, column block B_c = 32 for K and V. Outer loop over the Q blocks: Q_block, O_block, L_block and m_block stay on chip; inner loop loads K_block, V_block one after another.",
        "numericalStability": "Online softmax with running statistics: m_new = max(m_old, max(x_new)), D_new = D_old * exp(m_old - m_new) + sum(exp(x_new - m_new)); the O block is multiplied by exp(m_old - m_new) before adding P_block @ V_block, and divided by D only at the end.",
        "tradeOff": "Max practical context goes from 4K-16K tokens to 16K-64K+ tokens and GPU utilisation to 75% on H100.",
    }
