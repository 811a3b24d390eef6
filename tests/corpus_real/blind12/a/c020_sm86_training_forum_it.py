# Sources: S20 (already-used source; learner rewrite in Italian)


def designOutline():
    return {
        "memoryTraffic": "Il kernel fonde QK^T, softmax e PV: la matrice S (N×N) resta in SRAM un blocco alla volta e non viene mai scritta in HBM. Si leggono Q, K, V e si scrivono solo O e il logsumexp per riga (N valori), che serve al backward.",
        "tiling": "Blocchi di Q da 128 righe per thread block, tenuti in shared memory con l'accumulatore fp32 nei registri; K e V a blocchi di 64 righe nel ciclo interno. head_dim = 64, fp16: 16 KB + 8 KB + 8 KB.",
        "numericalStability": "Softmax online: per ogni riga massimo corrente m e somma l in fp32; ad ogni nuovo blocco m_nuovo = max(m, max del blocco) e accumulatore e l vengono moltiplicati per exp(m − m_nuovo). Alla fine O = acc / l.",
        "tradeOff": "Sulle GPU sm86 (es. RTX 3090, 99 KB di shared memory per blocco) il backward con head_dim > 64 non ha abbastanza shared memory per i blocchi di Q, K, V, dO e dQ; PyTorch dà un warning e ripiega sul percorso lento (math), quindi in training non si guadagna niente.",
    }
