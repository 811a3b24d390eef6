# Sources: S11 (paraphrase / learner rewrite in German)


def designOutline():
    return {
        "memoryTraffic": "QK^T, Softmax und PV in einem Kernel; S und P werden nie in den HBM geschrieben. Gelesen werden Q, K, V, geschrieben nur O und die Logsumexp pro Zeile.",
        "tiling": "Q-Blöcke mit BLOCK_M = 128 Zeilen bleiben im Shared Memory, K/V werden in Blöcken von BLOCK_N = 64 gestreamt, Kopfdimension 128.",
        "numericalStability": "Online-Softmax: laufendes Maximum m und Summe l pro Zeile in fp32; der Akkumulator wird bei neuem Maximum mit exp(m_alt - m_neu) reskaliert.",
        "tradeOff": "Nachteil: Registerdruck.",
    }
