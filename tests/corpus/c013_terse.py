def designOutline():
    return {
        "memoryTraffic": "S/P never hit HBM. Read Q,K,V; write O + LSE.",
        "tiling": "Br=Bc=64; Q tile resident in SMEM; loop over K/V tiles.",
        "numericalStability": "running max m, running sum l (fp32); acc *= exp(m_old-m_new).",
        "tradeoff": "bwd recomputes P -> extra FLOPs, saves N^2 memory.",
    }
