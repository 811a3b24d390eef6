# Sources: S23, S22 (paraphrase / learner rewrite in Polish)


def designOutline():
    return {
        "memoryTraffic": (
            "Złączony kernel: macierze S i P nigdy nie są zapisywane do HBM; tylko Q, K, V czytane, O i logsumexp zapisywane. "
            "Koszt: gdy wejście nie spełnia warunków kernela flash (np. tensor nie jest 4D albo maska jest nieobsługiwana), "
            "SDPA po cichu przechodzi na backend math i materializuje pełną macierz N×N w HBM, albo rzuca 'No available kernel', jeśli math jest wyłączony."
        ),
        "tiling": "bloki, SRAM, warpy, Br, Bc, potokowanie",
        "numericalStability": "Softmax online: bieżące maksimum m i suma l w fp32, akumulator przeskalowany przez exp(m_stare - m_nowe) przy wzroście maksimum.",
    }
