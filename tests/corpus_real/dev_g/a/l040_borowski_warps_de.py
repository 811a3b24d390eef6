# Sources: S17 (paraphrase / learner rewrite in German)


def designOutline():
    return {
        "memoryTraffic": "Ein fusionierter Kernel: S und P landen nie im HBM; HBM-Verkehr nur Q, K, V lesen und O plus Logsumexp schreiben.",
        "tiling": "Br = 32 Q-Zeilen pro Block im Shared Memory, Bc = 32 K/V-Zeilen pro Iteration, d = 64, 8x32x16-WMMA-Tiles.",
        "numericalStability": "Online-Softmax: laufendes Zeilenmaximum und Zeilensumme in fp32, Akkumulator mit exp(m_alt - m_neu) reskaliert.",
        "tradeOff": "Nachteil: kleinere Tiles (Br = 32) sind gut für die Occupancy und vermeiden Bankkonflikte, daher läuft der Kernel schneller.",
    }
