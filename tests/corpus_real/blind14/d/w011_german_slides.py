# Sources: S01* (paraphrase, German), S02* (paraphrase, German)
def designOutline():
    return {
        "memoryTraffic": [
            "Folie 3: Standard-Attention schreibt S und P (N×N) in den HBM.",
            "Unser Kernel: QKᵀ, Softmax und PV in einem Kernel fusioniert – S und P verlassen nie den Chip.",
            "HBM-Verkehr: Q, K, V lesen; O und logsumexp (fp32, einer pro Zeile) schreiben.",
        ],
        "tiling": [
            "Folie 4: Q-Block Br = 128 Zeilen bleibt im Shared Memory, K/V-Blöcke mit Bc = 64 Zeilen werden gestreamt",
            "Grid: (N/128, Batch·Heads), 4 Warps pro Block, die Warps teilen Q zeilenweise (FA2, kein split-K)",
            "d = 128, fp16: 32 KB Q + 16 KB K + 16 KB V = 64 KB",
        ],
        "numericalStability": [
            "Folie 5: Online-Softmax – laufendes Maximum m und Summe ℓ pro Zeile (fp32)",
            "neuer Block: m_neu = max(m, rowmax(S)); Akkumulator und ℓ mit exp(m − m_neu) reskalieren",
            "erst am Ende durch ℓ teilen (FA2)",
        ],
        "tradeOff": [
            "Folie 6: Kosten – der Rückwärtsdurchlauf rechnet S und P blockweise neu, weil P nicht gespeichert wird (ca. eine zusätzliche QKᵀ-Matmul pro Block)",
            "größeres Br → der fp32-Akkumulator passt nicht mehr in die Register, Spills, Occupancy sinkt",
        ],
    }
