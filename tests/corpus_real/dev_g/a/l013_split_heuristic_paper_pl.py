# Sources: S16 (paraphrase / learner rewrite in Polish)


def designOutline():
    return {
        "memoryTraffic": "Jeden złączony kernel: macierze S i P nigdy nie trafiają do HBM; z HBM czytamy Q, K, V, zapisujemy tylko O i logsumexp dla każdego wiersza.",
        "tiling": "Blok Q o Br = 128 wierszach siedzi w pamięci współdzielonej, K/V strumieniowane w blokach po Bc = 128, d = 64.",
        "numericalStability": "Softmax online: bieżące maksimum m i suma l w fp32, akumulator przeskalowany przez exp(m_stare - m_nowe) przy każdym wzroście maksimum.",
        "tradeOff": "Przy dekodowaniu niskie wykorzystanie SM.",
    }
