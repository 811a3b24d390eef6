# Sources: S21, B1 (paraphrase / learner rewrite, German)
def designOutline():
    return {
        "memoryTraffic": "Die Attention-Matrix S = QKᵀ und P = softmax(S) werden nie in den HBM geschrieben: QKᵀ, "
                         "Softmax und PV laufen in einem fusionierten Kernel, jede S-Kachel lebt nur im SRAM bzw. in "
                         "Registern. Aus dem HBM gelesen werden Q, K, V, geschrieben werden nur O und pro Zeile ein "
                         "Logsumexp-Wert.",
        "tiling": "Pro Thread-Block eine Q-Kachel mit Br = 64 Zeilen, die im Shared Memory bleibt; K und V werden "
                  "in der inneren Schleife in Kacheln zu Bc = 64 Zeilen geladen. Bei d = 128 und bf16 sind das "
                  "16 KB für Q und 32 KB für K/V. Grid = (N/64, Batch·Heads).",
        "numericalStability": "Da die Scores durch √d geteilt werden, bleiben sie klein, und bf16 hat denselben "
                              "Exponentenbereich wie fp32. Die Max-Subtraktion ist deshalb eigentlich unnötig; wir "
                              "summieren exp(s) direkt in fp32 und teilen am Ende durch die Summe.",
        "tradeOff": "Da P im Forward nicht gespeichert wird, muss der Backward S und P kachelweise neu berechnen: "
                    "ungefähr ein zusätzliches QKᵀ-Matmul pro Kachel.",
    }
