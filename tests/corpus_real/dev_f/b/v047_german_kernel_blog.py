# Sources: S47 (paraphrase, German blog post)
def designOutline():
    return {
        "memoryTraffic": "Anstatt NxN-Zwischenergebnisse zu materialisieren, streamt der Kernel Kacheln von Q, K, V aus dem HBM und verarbeitet sie sofort weiter; S und P werden nie ins HBM geschrieben, nur O.",
        "tiling": "Geschickt gewaehlte Kachelgroessen passen in Register und Shared Memory, sodass Daten lokal mehrfach verwendet werden koennen, bevor ein erneutes Laden noetig wird.",
        "numericalStability": "Die Softmax wird online berechnet: pro Zeile werden Maximum und normierende Summe mitgefuehrt, und wenn ein neues Maximum auftaucht, werden Summe und Akkumulator mit exp(m_alt - m_neu) neu skaliert.",
        "tradeOff": "Die Balance zwischen Kachelgroesse, Registerdruck und Auslastung bestimmt die tatsaechliche Geschwindigkeit.",
    }
