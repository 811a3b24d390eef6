# Sources: S18 (agix.host FlashAttention notes, in Chinese), S01 (Algorithm 1)
# Rendered as a learner's English; no trade-off section in the notes.

def designOutline():
    return {
        "memoryTraffic": (
            "Step 9: copy the Q, K, V sub-blocks to SRAM. Steps 10-14: compute S_ij, mask, block statistics "
            "and dropout on SRAM. Step 15: compute O_i and write it to HBM. Step 16: write l_i, m_i to HBM. "
            "S_ij and P_ij never leave SRAM."
        ),
        "tiling": (
            "Steps 1-5 initialise and split: K, V into Tc blocks of Bc rows, Q, O into Tr blocks of Br rows. "
            "Steps 6-7: outer loop over each K, V block. Step 8: inner loop over each Q block."
        ),
        "numericalStability": (
            "The softmax of a sub block is proportional to the softmax of the full row, so each block's "
            "result only needs a scale multiplication to correct it: the old O_i is multiplied by "
            "l_i * exp(m_i - m_new) / l_new and the new block by exp(m~_ij - m_new) / l_new."
        ),
    }
