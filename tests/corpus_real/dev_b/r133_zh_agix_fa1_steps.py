# sources: S53 (Chinese notes "FlashAttention" on agix.host, FA1 algorithm steps, translated, terse)
def designOutline():
    return {
        "memoryTraffic": "step 9: copy Q_i, K_j, V_j block from HBM to SRAM; steps 10-14: S_ij, mask, m~ l~, dropout all computed on SRAM; step 15: compute O_i and write it to HBM; step 16: write l_i, m_i to HBM. S_ij never goes to HBM.",
        "tiling": "steps 1-5 init and split; steps 6-7: outer loop over each block of K, V; step 8: inner loop over each block of Q.",
        "numericalStability": "softmax of a sub block is proportional to the softmax of the whole row; step 12 compute m~, l~ of current block, step 13 update global m_new = max(m_i, m~), l_new = e^{m_i - m_new} l_i + e^{m~ - m_new} l~, and O_i is corrected by the scale e^{m_i - m_new} l_i / l_new.",
    }
