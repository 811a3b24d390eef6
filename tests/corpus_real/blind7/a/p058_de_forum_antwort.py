# Sources: S34 (paraphrase), S37 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "Kurz gesagt: die Attention-Matrix S (und P) verlässt den Chip nie. Ein Kernel liest Q, K, V "
                         "kachelweise aus dem HBM und schreibt nur O und die Zeilen-Logsumexp zurück — das spart die "
                         "O(N²) Lese-/Schreibzugriffe des Standardverfahrens.",
        "tiling": "Pro Threadblock 128 Q-Zeilen im Shared Memory, K/V in Kacheln zu 64 Zeilen mit 2 Pipeline-Stufen, "
                  "4 Warps; bei d = 64 sind das 16 KB + 2·(8 + 8) KB = 48 KB. Bei kausaler Maske werden K/V-Kacheln "
                  "oberhalb der Diagonale übersprungen.",
        "numericalStability": "Online-Softmax: pro Zeile laufendes Maximum m und Summe l in fp32; vor jedem neuen "
                              "Block werden Akkumulator und l mit exp(m_alt − m_neu) reskaliert, sodass exp nie ein "
                              "positives Argument bekommt.",
        "tradeOff": "Nachteil: wegen der kausalen Maske haben die letzten Q-Blöcke viel mehr Arbeit als die ersten — "
                    "ungleiche Last, einige SMs sind am Ende leer (Tail-Effekt).",
    }
