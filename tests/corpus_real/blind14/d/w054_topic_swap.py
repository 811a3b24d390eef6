# Sources: S06 (paraphrase), S01* (paraphrase)
def designOutline():
    return {
        "memoryTraffic": "Running max m and sum l per row, rescale acc by exp(m_old − m_new) each block, divide by l at the end.",
        "tiling": "Q blocks of 64 rows, one thread block each, kept in shared memory; K/V blocks of 64 rows streamed in the inner loop.",
        "numericalStability": "S and P stay in SRAM, never written to HBM; only Q, K, V are read and O written.",
        "tradeOff": "P is not stored, so the backward recomputes it per block from Q, K and the logsumexp: one extra QKᵀ per block.",
    }
