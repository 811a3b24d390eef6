# Sources: S17 (paraphrase / learner rewrite in Italian)


def designOutline():
    return {
        "memoryTraffic": "Kernel fuso: S e P non vengono mai scritti in HBM, restano in shared memory e registri; in HBM leggiamo Q, K, V e scriviamo solo O e il logsumexp.",
        "tiling": "Br = 32 righe di Q per blocco in shared memory, K/V a blocchi di Bc = 32 righe nel ciclo interno, d = 64, tile WMMA 16x16x16.",
        "numericalStability": "Softmax online con massimo corrente m e somma l per riga in fp32; quando m cresce si riscala l'accumulatore con exp(m_vecchio - m_nuovo).",
        "tradeOff": "Per evitare i conflitti di banco usiamo padding (PAD=16) e swizzling degli indici, e teniamo Br = 32.",
    }
