# Sources: S13 (learner rewrite, German)


def designOutline():
    return {
        'memoryTraffic': (
            'Die N×N-Matrix wird nicht im HBM gespeichert; gelesen werden nur Q, K, V, '
            'geschrieben nur O.'
        ),
        'tiling': (
            'Jeder Block lädt K und V komplett in den Shared Memory und iteriert dann über seine '
            'Q-Zeilen in Blöcken von 64, so muss K/V nur einmal gelesen werden.'
        ),
        'numericalStability': (
            'Zeilenmaximum m und Summe l laufend mitführen; wenn ein späterer Block ein größeres '
            'Maximum hat, O und l mit exp(m_alt − m_neu) multiplizieren.'
        ),
        'tradeOff': (
            'Nachteil: FlashAttention braucht mehr Speicher als Standard-Attention, weil die '
            'Statistiken m und l zusätzlich gespeichert werden.'
        ),
    }
