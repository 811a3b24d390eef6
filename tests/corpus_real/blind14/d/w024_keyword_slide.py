# Sources: S02* (slide bullets)
def designOutline():
    return {
        "memoryTraffic": ["Slide 2 — IO", "fused kernel: S/P kept in SRAM, never written to HBM", "HBM traffic: read Q, K, V; write O + LSE"],
        "tiling": ["Slide 3 — Tiling", "SRAM, Br, Bc, warps, occupancy, pipelining"],
        "numericalStability": ["Slide 4 — Softmax", "running max m + running sum l per row (fp32)", "rescale acc by exp(m_old − m_new) on each new block"],
        "tradeOff": ["Slide 5 — Costs", "no P stored → backward recomputes S and P per block (+1 QKᵀ matmul per block)"],
    }
