def designOutline():
    return {
        "memoryTraffic": "S/P never hit HBM; HBM = read Q,K,V + write O, lse.",
        "tiling": "Q tile 128x64 resident in smem; K/V 64x64 tiles streamed, 2-stage double buffer; 1 CTA per (q-tile, head).",
        "numericalStability": "online softmax: running max m, sum l (fp32), rescale acc by exp(m_old-m_new).",
        "tradeOff": "bigger tiles -> more regs/thread -> spills / lower occupancy.",
    }
