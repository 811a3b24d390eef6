# Sources: S17, S04 (paraphrase / learner rewrite, Italian)


def designOutline():
    return {
        "memoryTraffic": (
            "Un unico kernel fuso calcola QK^T, softmax e PV: S e P (N×N) non vengono mai scritte in HBM, "
            "restano in SRAM una tessera alla volta. Dalla HBM si leggono Q, K, V e si scrivono solo O e il "
            "logsumexp di ogni riga."
        ),
        "tiling": (
            "Q diviso in blocchi di Br = 64 righe, un thread block per blocco di Q e testa; il blocco di Q "
            "resta in memoria condivisa. Il ciclo interno carica K e V a blocchi di Bc = 64 righe."
        ),
        "numericalStability": (
            "Softmax online: per ogni riga massimo corrente m e somma corrente l in fp32; quando arriva un "
            "blocco con massimo maggiore, accumulatore e l vengono riscalati per exp(m_vecchio − m_nuovo). "
            "Alla fine O = acc / l."
        ),
    }
