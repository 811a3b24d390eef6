# Sources: S01 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "S = QK^T stays in on-chip SRAM and P is consumed there by the PV product; neither is written to HBM. HBM reads: Q, K, V; HBM writes: O and the row logsumexp.",
        "tiling": "Outer loop over K/V blocks, inner loop over Q blocks (FA1 order), block size Bc = M / 4d, Br = min(Bc, d).",
        "numericalStability": "Per row: m (max), l (sum of exp). Update with m_new = max(m, m~), l_new = e^(m - m_new) l + e^(m~ - m_new) l~.",
        "tradeOff": "recomputation, register pressure, load imbalance",
    }
