# Sources: S39 (paraphrase / learner rewrite, German)


def designOutline():
    return {
        "memoryTraffic": "Statt die N×N-Attention-Matrix im HBM abzulegen, werden Q-, K- und V-Blöcke "
                         "in den On-Chip-SRAM geladen, dort vollständig verarbeitet (QK^T, Softmax, PV) "
                         "und nur O zurück in den HBM geschrieben. Die Zwischenmatrix existiert nie "
                         "im HBM.",
        "tiling": "Q in Blöcken von 128 Zeilen, je Block ein Thread-Block; K und V in Kacheln von 64 "
                  "Zeilen, die nacheinander in den Shared Memory geladen werden; Kopfdimension 64.",
        "numericalStability": "Online-Softmax: pro Zeile laufendes Maximum m und Summe l in fp32; "
                              "steigt das Maximum, werden Akkumulator und l mit exp(m_alt − m_neu) "
                              "reskaliert.",
        "tradeOff": "Eigentlich gibt es keinen echten Nachteil: 2-4x schnelleres Training, 5-20x "
                    "weniger Speicher und 4x längere Sequenzen, bei exakt gleichem Ergebnis.",
    }
