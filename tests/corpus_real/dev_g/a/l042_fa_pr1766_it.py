# Sources: S11 (paraphrase / learner rewrite in Italian)


def designOutline():
    return {
        "memoryTraffic": "Kernel fuso: S e P restano on-chip e non vengono mai scritti in HBM; in HBM solo letture di Q, K, V e scritture di O e LSE.",
        "tiling": "Blocchi di Q da 128 righe in shared memory, K/V a blocchi da 64 righe, d = 128, 2 warpgroup per CTA.",
        "numericalStability": "Massimo e somma correnti per riga in fp32; l'accumulatore è riscalato per exp(m_vecchio - m_nuovo); LSE salvato per il backward.",
        "tradeOff": "Con deterministic=True a head_dim = 256 bisogna disattivare lo slicing delle MMA di dQ/dK/dV, quindi ogni thread tiene più accumulatori: aumenta la pressione sui registri e il backward rallenta.",
    }
