# sources: S30, S6 (Triton tutorial and Chinese blog), condensed by a learner into one-liners
def designOutline():
    return {
        "memoryTraffic": "S,P: regs only, never HBM. HBM: Q,K,V in (Q once, K/V once per q-block), O + lse out.",
        "tiling": "Br=128 Bc=64 d=64; Q tile resident, K/V stream; grid (N/128, B*H); 4 warps.",
        "numericalStability": "m,l fp32; acc *= exp(m_old-m_new); l = l*exp(m_old-m_new) + rowsum(p); O = acc/l.",
        "tradeOff": "d=256: Bc=128 K+V tiles no longer fit 227KB w/ 2 stages -> Bc=64, 2x loop trips.",
    }
