# Sources: S01 (paraphrase / learner rewrite)
# appunti dopo aver letto un post


def designOutline():
    return {
        "memoryTraffic": "QK^T, softmax e PV in un unico kernel: le matrici S e P (N×N) non vengono mai scritte in HBM, "
                         "esistono solo a blocchi nella SRAM. Si leggono Q, K, V e si scrivono O e il logsumexp di ogni riga.",
        "tiling": "Ogni thread block tiene in shared memory un blocco di Q da 64 righe; nel ciclo interno carica blocchi "
                  "di K e V da 64 righe uno dopo l'altro; griglia (N/64, batch·teste).",
        "numericalStability": "Softmax online: per ogni riga massimo corrente m e somma l in fp32; se m cresce, "
                              "l'accumulatore e l vengono moltiplicati per exp(m_vecchio − m_nuovo); alla fine si divide per l.",
        "tradeOff": "Con sequenze corte (N = 256) ci sono troppo pochi blocchi per riempire tutti gli SM e il costo "
                    "di lancio domina, quindi il kernel fuso guadagna poco.",
    }
