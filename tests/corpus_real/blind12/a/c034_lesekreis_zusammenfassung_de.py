# Sources: S10, S11, S34 (already-used sources; learner rewrite in German)


def designOutline():
    return {
        "memoryTraffic": "Zusammenfassung Lesekreis Woche 4: S = QK^T und P werden nie im HBM abgelegt. Ein fusionierter Kernel lädt Q-Blöcke und K/V-Blöcke in den Shared Memory, rechnet S-Kachel, Softmax und P·V dort und schreibt am Ende nur O und den Logsumexp pro Zeile zurück. HBM-Zugriffe: Θ(N²d²/M) statt Θ(Nd + N²).",
        "tiling": "Br = 64, Bc = 64, d = 64 (fp16, 8 KB pro Kachel). Äußere Schleife über Q-Blöcke, je ein Thread-Block pro (Q-Block, Kopf); innere Schleife streamt K/V. Bei kausaler Maske werden K/V-Blöcke oberhalb der Diagonale gar nicht geladen.",
        "numericalStability": "Online-Softmax mit laufendem Maximum m und Summe l pro Zeile (fp32). Kommt ein größerer Score, werden l und der Ausgabe-Akkumulator mit exp(m_alt − m_neu) multipliziert. Das Ergebnis ist bis auf Rundung dasselbe wie Standard-Attention (Tri Dao im Issue: exakt im Sinne von keine Näherung).",
        "tradeOff": "Der Backward rechnet QK^T neu, weil P nicht gespeichert ist: 5 statt 4 Matmuls, daher kostet der Backward etwa das 2,5-fache des Forward.",
    }
