# Sources: S01, S05 (paraphrase / learner rewrite)
# Appunti del corso – progetto di FlashAttention


def designOutline():
    return {
        "memoryTraffic": (
            "Le matrici S e P (N×N) non vengono mai scritte in HBM: il kernel fuso calcola QK^T, softmax e PV "
            "in SRAM. Da HBM si leggono Q, K, V e si scrive solo O con il logsumexp per riga."
        ),
        "tiling": (
            "Carichiamo tutta K e tutta V in SRAM una sola volta all'inizio, poi scorriamo Q a blocchi di 64 "
            "righe: così K e V non vanno mai rilette da HBM."
        ),
        "numericalStability": (
            "Softmax online: per ogni riga massimo corrente m e somma l in fp32; quando il massimo cresce, "
            "l'accumulatore e l vengono moltiplicati per exp(m_vecchio - m_nuovo)."
        ),
        "tradeOff": (
            "Nel backward P non è salvata, quindi va ricalcolata a blocchi da Q, K e logsumexp: una "
            "moltiplicazione QK^T in più per blocco."
        ),
    }
