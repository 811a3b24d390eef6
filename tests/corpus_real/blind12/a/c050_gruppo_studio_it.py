# Sources: S13 (already-used source; learner rewrite in Italian)


def designOutline():
    return {
        "memoryTraffic": "Usiamo la fusione dei kernel per l'attenzione.",
        "tiling": "Blocchi di Q da 64 righe per thread block in shared memory, K/V a blocchi di 64 righe nel ciclo interno, head_dim = 128; griglia (N/64, batch·teste).",
        "numericalStability": "Softmax online: massimo m e somma l per riga in fp32, riscalati con exp(m_vecchio − m_nuovo) quando arriva un blocco con un massimo più alto; O = acc / l alla fine.",
        "tradeOff": "Tile più piccole sono meglio per l'occupancy, quindi scegliamo 64 invece di 128.",
    }
