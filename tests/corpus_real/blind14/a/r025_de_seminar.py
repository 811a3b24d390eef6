# Sources: S17 (paraphrase / learner rewrite, German seminar summary)


def designOutline():
    return {
        "memoryTraffic": (
            "Seminarzusammenfassung FA2: Die N×N-Matrizen S und P werden nie in den HBM geschrieben; "
            "pro Q-Block wird Q einmal und K, V blockweise gelesen, geschrieben werden nur O und die "
            "Logsumexp-Werte pro Zeile."
        ),
        "tiling": (
            "Äußere Schleife über Q-Blöcke (Br = 128 Zeilen, ein Thread-Block pro Q-Block und Kopf), "
            "innere Schleife über K/V-Blöcke (Bc = 64). Innerhalb des Blocks teilen sich 4 Warps die "
            "Q-Zeilen, K und V lesen alle Warps gemeinsam."
        ),
        "numericalStability": (
            "Online-Softmax mit laufendem Maximum m und laufender Summe l in fp32; bei jedem neuen "
            "Block werden Akkumulator und l mit exp(m_alt − m_neu) skaliert, die Division durch l "
            "erst ganz am Ende."
        ),
    }
