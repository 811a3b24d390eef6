# Sources: S29 (paraphrase / learner rewrite, German)


def designOutline():
    return {
        "memoryTraffic": "Statt N×N-Zwischenergebnisse zu materialisieren, streamt der Kernel K und V in Kacheln durch den Shared Memory; S und P bleiben in Registern und werden nie ins HBM geschrieben. Ins HBM geschrieben werden nur O und eine logsumexp-Zahl pro Zeile.",
        "tiling": "Pro Thread-Block eine Q-Kachel von 128 Zeilen (Kopfdimension 64), die während der ganzen Schleife im Shared Memory bleibt; K/V-Kacheln von 64 Zeilen mit zwei Pipeline-Stufen (während Kachel j gerechnet wird, lädt schon Kachel j+1). Das sind 16 KB + 2 × (8 + 8) KB = 48 KB.",
        "numericalStability": "Die Softmax wird online berechnet: pro Zeile laufendes Maximum m und laufende Summe l in fp32; bei einem neuen, größeren Maximum wird der bisherige Akkumulator mit exp(m_alt − m_neu) multipliziert, am Ende wird durch l geteilt.",
        "tradeOff": "Größere Kacheln sparen K/V-Neuladungen, erhöhen aber den Registerdruck: ab BLOCK_M = 256 spillt der fp32-Akkumulator und es laufen weniger Blöcke pro SM.",
    }
