# Sources: S00 (FlashAttention paper, researcher's own summary)
def designOutline():
    return {
        "memoryTraffic": {
            "mechanism": "kernel fusion of the whole attention (matmul, mask, softmax, dropout, matmul)",
            "decision": "load inputs from HBM, compute on chip, write back only O and the softmax statistics (m, l); S and P are never materialised in HBM, giving Θ(N²d²M⁻¹) HBM accesses instead of Θ(Nd + N²)",
        },
        "tiling": {
            "mechanism": "block sizes chosen from the on-chip SRAM size M",
            "decision": "Bc = ⌈M/4d⌉, Br = min(⌈M/4d⌉, d); outer loop over K_j, V_j blocks, inner loop over Q_i blocks; one thread block per head",
        },
        "numericalStability": {
            "mechanism": "softmax decomposition with per-row statistics",
            "decision": "m_new = max(m_i, m~_ij), l_new = e^(m_i−m_new) l_i + e^(m~_ij−m_new) l~_ij; O_i rescaled by the same factors, so every exp sees a non-positive argument",
        },
        "tradeOff": {
            "cost": "the backward needs S and P",
            "consequence": "we recompute them from Q, K, V blocks in SRAM using the stored m and l, which adds FLOPs but still runs faster because HBM reads of the N×N matrix are avoided",
        },
    }
