# Sources: S19 (rewrite of an already-used source, learner's own words in Italian)


def designOutline():
    return {
        "memoryTraffic": "Kernel unico fuso: S e P non vengono mai scritti in HBM; leggiamo Q, K, V e scriviamo solo O e il logsumexp di ogni riga.",
        "tiling": "Blocchi di Q da 64 righe in shared memory, un blocco di thread per (blocco Q, batch*head); K/V a blocchi di 64 righe nel ciclo interno; d = 64.",
        "numericalStability": "Facciamo la softmax per blocco: per ogni blocco sottraiamo il massimo del blocco, dividiamo per la somma del blocco e poi sommiamo i risultati dei blocchi.",
        "tradeOff": "Se una riga è tutta mascherata (padding o maschera causale con offset), il massimo resta -inf e la somma l = 0, quindi la divisione finale O / l dà NaN; serve un controllo esplicito.",
    }
