# Sources: S26 (different passage on warps; learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "Only Q, K, V, O (+ LSE) touch HBM; S/P tiles stay in each warp's registers and are never written out.",
        "tiling": "4 warps per CTA; each warp owns 16 query rows of the 64-row Q tile and computes its slice of QK^T and PV against the shared K/V tile (64 rows), no shared-memory exchange between warps (FA2 split-Q).",
        "numericalStability": "Since each warp owns whole rows, the row max and row sum are warp-local: m, l kept per row in fp32 registers, acc rescaled by exp(m_old - m_new) without any cross-warp sync.",
        "tradeOff": "Divergence: on the diagonal tiles of a causal mask half of the entries are masked and thrown away, but all 32 lanes still execute the same instructions, so about half a tile of tensor-core work per Q block is wasted.",
    }
