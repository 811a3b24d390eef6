# Sources: S03 (paraphrase / learner rewrite)
# Interview-prep notes, mental model I want to reuse


def designOutline():
    return {
        "memoryTraffic": (
            "We never need the full T x T score matrix at once. Per Q-block: load Q_block from HBM once, "
            "stream the K/V blocks, and write O_block back. No scores written to HBM, no softmax matrix "
            "stored -- the only extra thing that goes out is (m, l) per row for the backward."
        ),
        "tiling": (
            "for each Q-block (B_q rows): load Q_block into SRAM, init m, l, O_block; "
            "for each K/V-block (B_k rows): load K_block, V_block into SRAM, scores = Q_block @ K_block^T, "
            "update m, l, O_block; after the inner loop write O_block to HBM. One thread block per Q-block."
        ),
        "numericalStability": (
            "Running max m, running normaliser l = sum e^(s - m), running output o. Start m = -inf, l = 0, o = 0. "
            "Per key block: m_new = max(m, max(s_b)); alpha = e^(m - m_new); l = l*alpha + sum e^(s_b - m_new); "
            "o = o*alpha + e^(s_b - m_new) V_b; m = m_new. End: o_i = o / l. Exact softmax, not an approximation."
        ),
        "tradeOff": (
            "Backward recomputes attention on the fly because only Q, K, V and (m, l) per row are kept, not P: "
            "that's checkpointing, it trades extra compute (the QK^T again) for memory. Still faster overall "
            "because the bandwidth saved is bigger than the extra matmul."
        ),
    }
