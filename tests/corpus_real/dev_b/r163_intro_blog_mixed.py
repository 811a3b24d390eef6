# sources: S2, S52 (beginner explainers); learner rewrite
def designOutline():
    return {
        "memoryTraffic": "The full score matrix is never written to HBM; Q, K, V are read in blocks and O is written once, plus the per-row max and sum for the backward pass.",
        "tiling": "We use tiles sized to fit in SRAM.",
        "numericalStability": "For each K/V tile: m_new = max(m, rowmax(S)), l = l * exp(m - m_new) + rowsum(exp(S - m_new)), O = O * exp(m - m_new) + exp(S - m_new) V, in fp32; divide O by l at the end.",
        "tradeOff": "More kernel complexity, harder to maintain.",
    }
