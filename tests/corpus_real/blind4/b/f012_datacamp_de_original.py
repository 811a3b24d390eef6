# Sources: S12 (paraphrase of the German edition + learner additions)
def designOutline():
    return {
        "memoryTraffic": "Flash Attention berechnet die Aufmerksamkeit in kleinen Kacheln im schnellen SRAM; Zwischenergebnisse (S und P) werden nicht zurück in den HBM geschrieben, die ganze Aufmerksamkeitsmatrix wird nie im Speicher abgelegt. Aus dem HBM kommen nur Q, K, V, zurück geht nur O.",
        "tiling": "Kacheln so groß wie möglich: für Sequenzen bis 4096 Tokens liegen K und V komplett im SRAM, nur Q wird in Blöcken zu 128 Zeilen geladen.",
        "numericalStability": "Softmax wird schrittweise angewendet: laufendes Maximum und laufende Summe pro Zeile in fp32, der alte Akkumulator wird mit exp(m_alt − m_neu) neu skaliert.",
        "tradeOff": "Nachteil: Die Kernel sind pro Kopfdimension kompiliert; eine neue Kopfdimension braucht eigene Tile-Größen, weil der Shared Memory sonst nicht reicht.",
    }
