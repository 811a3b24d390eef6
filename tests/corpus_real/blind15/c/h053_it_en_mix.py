# Sources: S34 (paraphrase / learner rewrite, Italian-English code-switch)


def designOutline():
    return {
        "memoryTraffic": "Kernel fused: S e P stanno in registri/SRAM e non vanno mai in HBM; in HBM si scrive solo O più il logsumexp per row.",
        "tiling": "BLOCK_M = 128 righe di Q per program, resta in SRAM; BLOCK_N = 64 righe di K/V streamate con 2 stages; head_dim 64 → 16 KB + 2×16 KB = 48 KB.",
        "numericalStability": "Running max m e running sum l in fp32 per riga; quando m cresce, acc e l vengono rescaled con exp(m_old − m_new); alla fine acc / l.",
        "tradeOff": "Trade-off: l'attention standard usa O(N²) di memoria e fa tanti round-trip in HBM, quindi è lenta per sequenze lunghe.",
    }
