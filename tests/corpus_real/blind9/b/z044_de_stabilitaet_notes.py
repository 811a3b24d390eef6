# Sources: S44 (deutsche Notizen, Paraphrase)
def designOutline():
    return {
        "memoryTraffic": "Q-, K- und V-Blöcke werden aus dem HBM in den SRAM geladen; die Score-Kachel und P bleiben on-chip und werden nie in den HBM geschrieben, nur O und pro Zeile die Log-Sum-Exp.",
        "tiling": "Äußere Schleife über Q-Blöcke (ein Block pro Thread-Block, bleibt im SRAM), innere Schleife streamt K/V-Kacheln; kausal maskierte Kacheln oberhalb der Diagonale werden übersprungen.",
        "numericalStability": "Pro Zeile laufendes Maximum und laufende Summe (Log-Sum-Exp-Merging): bei neuem Maximum werden Summe und Akkumulator mit exp(m_alt − m_neu) skaliert, damit das Ergebnis exakt der Full-Matrix-Softmax entspricht.",
        "tradeOff": "Nachteil: Da P nicht gespeichert wird, muss der Backward-Pass S und P kachelweise aus Q, K und der Log-Sum-Exp neu berechnen – zusätzliche FLOPs für weniger Speicher.",
    }
