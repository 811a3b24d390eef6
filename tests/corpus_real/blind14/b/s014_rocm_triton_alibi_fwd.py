# Sources: S16 (paraphrase)
def designOutline():
    return {
        "memoryTraffic": (
            "Forward with alibi: alibi_slopes (one fp32 per head) are the only extra HBM read; the "
            "bias is rebuilt from row/col offsets per tile, qk never goes to global memory, only Out "
            "and the row stats M for the backward are stored."
        ),
        "tiling": (
            "BLOCK_M = 256, BLOCK_N = 256, D_HEAD = 128, num_stages = 2, num_warps = 8: one program "
            "per (BLOCK_M rows, head, batch), Q block loaded once, K and V blocks double-buffered "
            "in LDS across the loop over N_CTX_K."
        ),
        "numericalStability": (
            "qk in fp32; add slope * (col - row) before m_ij = max(m_i, rowmax(qk)); "
            "p = exp2((qk - m_ij) * log2e); alpha = exp2(m_i - m_ij) rescales acc and l_i."
        ),
        "tradeOff": (
            "The alibi path builds an extra iota-based bias per tile, which raises register "
            "pressure at large BLOCK_M and can spill, lowering occupancy."
        ),
    }
