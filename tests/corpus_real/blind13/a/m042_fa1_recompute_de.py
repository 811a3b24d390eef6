# Sources: S31 (*), S20 (paraphrase / learner rewrite, German)
# Übungsblatt 4, Aufgabe 2 (Systeme für maschinelles Lernen).


def designOutline():
    return {
        "memoryTraffic": (
            "Ein fusionierter Kernel: S und P werden nie in den HBM geschrieben, sie bleiben "
            "kachelweise im SRAM. Aus dem HBM werden Q, K, V gelesen, zurückgeschrieben werden "
            "nur O und pro Zeile die Statistiken m und l."
        ),
        "tiling": (
            "Äußere Schleife über K/V-Blöcke mit Bc = 64 Zeilen, innere Schleife über Q-Blöcke "
            "mit Br = 64 Zeilen (Reihenfolge wie in FlashAttention-1); ein Threadblock pro "
            "(Batch, Kopf)."
        ),
        "numericalStability": (
            "Online-Softmax: pro Zeile laufendes Maximum m und laufende Summe l in fp32; kommt "
            "ein Block mit größerem Maximum, wird die bisherige Ausgabe mit exp(m_alt - m_neu) "
            "korrigiert."
        ),
        "tradeOff": (
            "Nachteil: FlashAttention braucht mehr Speicher als Standard-Attention, weil m und "
            "l zusätzlich für jede Zeile gespeichert werden müssen."
        ),
    }
