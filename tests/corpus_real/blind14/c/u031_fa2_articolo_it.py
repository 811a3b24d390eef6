# Sources: S02 (paraphrase / learner rewrite)


def designOutline():
    return {
        "memoryTraffic": (
            "Un unico kernel fuso calcola QKᵀ, softmax e PV; S e P non vengono mai scritte in HBM, restano in "
            "SRAM un blocco alla volta. Da HBM leggiamo Q, K, V e scriviamo solo O e il logsumexp per riga."
        ),
        "tiling": (
            "Come in FlashAttention-2, il ciclo esterno è sui blocchi di Q (Br = 128) e ognuno va a un thread "
            "block diverso, così si parallelizza anche lungo la sequenza; il ciclo interno porta K e V in blocchi "
            "da Bc = 64 righe in shared memory. 4 warp per blocco si dividono le righe di Q."
        ),
        "numericalStability": (
            "Il massimo parziale darebbe risultati sbagliati, quindi facciamo due passate su K: la prima calcola "
            "il massimo esatto di ogni riga, la seconda calcola exp(S − m) e accumula con V."
        ),
        "tradeOff": (
            "Nel backward, siccome P non è salvata, S e P vanno ricalcolate blocco per blocco da Q, K e "
            "logsumexp: un QKᵀ in più per blocco, quindi più FLOPs."
        ),
    }
