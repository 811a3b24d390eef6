def designOutline():
    return {
        "memoryTraffic": "S,P: regs/smem only. HBM: Q,K,V -> O,L.",
        "tiling": "Q 128 rows pinned; KV 64 rows streamed; 4 warps.",
        "numericalStability": "m,l fp32; rescale by exp(m_old-m_new).",
        "tradeOff": "128-row Q tile -> more regs -> spills at d=256.",
    }
