# sources: S2, S6 (terse notes)
def designOutline():
    return {
        "memoryTraffic": "S/P: regs only, never HBM. HBM: rd Q,K,V; wr O + lse (fp32, N per head).",
        "tiling": "Br=128 Bc=64 d=64, 4 warps, grid (N/128, B*H); Q+acc resident, K/V streamed 2-stage.",
        "numericalStability": "row m,l fp32; acc *= exp(m_old-m_new) per tile; /l at end.",
        "tradeOff": "bwd dQ via atomicAdd across K/V-block CTAs -> add order varies -> non-deterministic dQ.",
    }
