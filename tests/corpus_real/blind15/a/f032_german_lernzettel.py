# Sources: S01 (paraphrase / learner rewrite)
# Lernzettel vor der Prüfung


def designOutline():
    return {
        "memoryTraffic": "QK^T, Softmax und PV laufen in einem fusionierten Kernel; S und P (je N×N) werden nie in den "
                         "HBM geschrieben, sondern nur kachelweise im SRAM gehalten. Gelesen werden Q, K, V, geschrieben "
                         "nur O und pro Zeile der Logsumexp-Wert.",
        "tiling": "Äußere Schleife über Q-Blöcke mit Br = 64 Zeilen (ein Threadblock je Block, Q bleibt im Shared Memory), "
                  "innere Schleife lädt K/V-Blöcke mit Bc = 64 Zeilen nacheinander.",
        "numericalStability": "Online-Softmax: pro Zeile laufendes Maximum m und laufende Summe l in fp32; wird m größer, "
                              "werden bisheriger Akkumulator und l mit exp(m_alt − m_neu) reskaliert, am Ende durch l geteilt.",
        "tradeOff": "Nachteil: Da P nicht gespeichert wird, muss der Backward-Pass S und P blockweise neu berechnen "
                    "(ein zusätzliches QK^T pro Block).",
    }
