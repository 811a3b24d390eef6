# Sources: S17 (paraphrase / learner rewrite, Italian)


def designOutline():
    return {
        "memoryTraffic": "Un unico kernel fuso: S = QKᵀ e P non vengono mai scritte in HBM, restano in SRAM un blocco alla volta. Dalla HBM si leggono Q, K, V; si scrivono solo O e il logsumexp di ogni riga.",
        "tiling": "Q divisa in blocchi da 128 righe, uno per thread block, che resta in shared memory per tutto il ciclo; K e V arrivano a blocchi da 64 righe nel ciclo interno. Con d = 64 in fp16: 16 KB + 8 KB + 8 KB.",
        "numericalStability": "Softmax online: per ogni riga si tengono il massimo corrente m e la somma corrente l in fp32; quando un nuovo blocco ha un massimo più grande, l'uscita accumulata e l vengono moltiplicate per exp(m_vecchio − m_nuovo). Il risultato è esatto, non approssimato.",
        "tradeOff": "Nel backward P non c'è, quindi S e P vengono ricalcolati blocco per blocco da Q, K e dal logsumexp: una moltiplicazione QKᵀ in più per blocco, in cambio di memoria O(N).",
    }
