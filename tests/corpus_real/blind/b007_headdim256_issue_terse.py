# Sources: S05 (Dao-AILab/flash-attention issue #67, tridao comment), S01 (sec. 3.1)
# Terse learner notes.

def designOutline():
    return {
        "memoryTraffic": "Q,K,V blocks HBM->SRAM; S/P stay on chip, never written; O + (m,l) written back. HBM traffic Theta(N^2 d^2/M) instead of Theta(Nd + N^2).",
        "tiling": "Bc = ceil(M/4d) cols, Br = min(Bc, d) rows; outer loop K_j/V_j, inner loop Q_i; head dim <= 128 so that a block of Q, K, V fits in 163 KB SRAM per SM (A100).",
        "numericalStability": "online softmax, per row m (max) and l (sum) in fp32, O rescaled by exp(m_old - m_new) when m grows.",
        "tradeOff": "SRAM size is the main constraint: as head dimension gets large (256), we can't fit the block into SRAM without making the block size very small, and that makes the whole computation slower, so no speedup at headdim=256.",
    }
