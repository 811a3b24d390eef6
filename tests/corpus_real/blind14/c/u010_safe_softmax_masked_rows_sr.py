# Sources: S34, S01 (paraphrase / learner rewrite)


def designOutline():
    return {
        "memoryTraffic": (
            "Sve u jednom kernelu: S = QKᵀ, maska, softmax i množenje sa V. Matrica S se nikada ne upisuje "
            "u HBM; iz HBM čitamo Q, K, V, a upisujemo samo O i logsumexp po redu (fp32)."
        ),
        "tiling": (
            "Q blokovi od 64 reda ostaju u deljenoj memoriji, po jedan thread block za (Q blok, glava, batch). "
            "Unutrašnja petlja učitava K/V blokove od 64 reda. Kod kauzalne maske blokovi K/V koji su potpuno "
            "iznad dijagonale se preskaču."
        ),
        "numericalStability": (
            "Online softmax: po redu čuvamo m i l u fp32, stari akumulator i l se množe sa exp(m_old − m_new) "
            "kada maksimum poraste. Red koji je potpuno maskiran ostaje sa m = −inf; tada ne računamo "
            "(−inf) − (−inf) = NaN nego izlaz postavljamo na 0, kao _safe_softmax u PyTorch-u."
        ),
        "tradeOff": (
            "Kauzalni slučaj ima neravnomeran rad: Q blokovi pri kraju sekvence obrađuju mnogo više K/V blokova "
            "od onih na početku, pa neki SM-ovi završe ranije i čekaju (tail effect)."
        ),
    }
