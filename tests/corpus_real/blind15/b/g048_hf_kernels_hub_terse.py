# Sources: S15 (*), S28 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "S/P never hit HBM; read Q,K,V, write O + fp32 LSE.",
        "tiling": "Br=128 Q rows resident in smem per CTA, Bc=64 K/V rows streamed, d=128, grid (N/128, B*H).",
        "numericalStability": "fp32 running max/sum per row, rescale acc by exp(m_old-m_new) each K tile.",
        "tradeOff": "bwd recomputes S,P from LSE since P isn't stored: ~1 extra QK^T GEMM per tile.",
    }
