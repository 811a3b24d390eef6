# sources: S63 (Japanese article "FlashAttentionとは? ... IO-aware Attention最適化", abeam.tech), S8; translated, learner English
def designOutline():
    return {
        "memoryTraffic": "FlashAttention speeds up attention without approximation by being aware of HBM and SRAM: the N x N attention matrix is not written to HBM, only O and the softmax statistics per row are saved.",
        "tiling": "Tiling.",
        "numericalStability": "Softmax is decomposed: keep max m and sum l for each row, correct old values by exp(m_old - m_new) when a new block comes.",
        "tradeOff": "For the backward the attention matrix is recomputed from Q, K, V and the saved statistics, so the compute is more than standard attention backward, but memory stays O(N).",
    }
