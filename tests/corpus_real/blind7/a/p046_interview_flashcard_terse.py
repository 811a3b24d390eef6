# Sources: S01 (paraphrase / learner rewrite), S02 (paraphrase)
def designOutline():
    return {
        "memoryTraffic": "S/P never to HBM; read QKV, write O + lse",
        "tiling": "Br=Bc=64, Q tile in smem per CTA, KV streamed, grid (N/64, B*H)",
        "numericalStability": "m, l per row fp32; acc *= exp(m_old-m_new); O = acc/l",
        "tradeOff": "recompute, occupancy, smem limit",
    }
