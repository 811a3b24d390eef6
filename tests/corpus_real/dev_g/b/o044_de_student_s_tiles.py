# Sources: S08 (learner rewrite in German)
def designOutline():
    return {
        "memoryTraffic": "Jeder S-Block wird nach der Berechnung in HBM zwischengespeichert, damit der Rückwärtsdurchlauf ihn wiederverwenden kann; so muss die volle n x n Matrix nie auf einmal im SRAM liegen.",
        "tiling": "B_r = 128, B_c = 32, d = 64: Q-Block bleibt im Shared Memory, K/V-Blöcke werden in der inneren Schleife geladen; ein Threadblock pro Q-Block und Kopf.",
        "numericalStability": "Laufendes Maximum und laufende Summe pro Zeile in fp32; der Akkumulator wird bei jedem neuen Block mit exp(m_alt - m_neu) skaliert.",
        "tradeOff": "Bei d = 256 passen die Kacheln nicht mehr in 228 KB Shared Memory; B_r muss auf 64 sinken und K/V werden doppelt so oft gelesen.",
    }
