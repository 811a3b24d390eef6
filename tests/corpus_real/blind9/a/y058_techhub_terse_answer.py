# Sources: S02 (paraphrase / learner rewrite, terse)
def designOutline():
    return {
        "memoryTraffic": "S/P never hit HBM; read Q,K,V, write O + LSE.",
        "tiling": "Q 128-row tile/CTA resident, K/V 64-row tiles streamed, d=64.",
        "numericalStability": "running m, l fp32; acc *= exp(m_old - m_new); acc /= l at end.",
        "tradeOff": "bwd recomputes S,P (P not stored) -> extra QK^T per tile.",
    }
