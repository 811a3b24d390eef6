# Sources: S01* (paraphrase, German)
def designOutline():
    return {
        "memoryTraffic": "Antwort im Thread: S und P werden nie in den HBM geschrieben; der fusionierte Kernel liest Q, K, V blockweise und schreibt nur O plus logsumexp.",
        "tiling": "Br = 128, Bc = 64, d = 128 auf dem A100: 32 KB Q + 2 Stufen × (16 + 16) KB K/V = 96 KB Shared Memory pro Block; "
                  "Q bleibt resident, K/V werden gestreamt, ein Block pro (Q-Block, Head).",
        "numericalStability": "Laufendes Maximum und laufende Summe pro Zeile in fp32; wächst das Maximum, werden Akkumulator und Summe mit exp(m_alt − m_neu) reskaliert.",
        "tradeOff": "Bei d = 256 passen 64-Zeilen-Blöcke von Q, K und V (je 32 KB in fp16) zusammen mit den Puffern nicht mehr gut "
                    "in die 163 KB Shared Memory des A100; die Blöcke müssen auf 32 Zeilen schrumpfen, die MMAs werden klein und es wird langsamer.",
    }
