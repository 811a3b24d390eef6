# Sources: S07 (paraphrase in German)
def designOutline():
    return {
        "memoryTraffic": "Mein Kernel fusioniert QK^T, Softmax und PV: die N x N Aufmerksamkeitsmatrix wird nie in HBM abgelegt, jede Score-Kachel lebt nur im SRAM bzw. in Registern. Aus HBM gelesen werden Q (einmal) und K, V (einmal pro Q-Block), geschrieben werden nur O und die Logsumexp pro Zeile.",
        "tiling": "Q in Blöcke zu 128 Zeilen, ein Threadblock pro Q-Block und Kopf; K/V in Kacheln zu 64 Zeilen, die in der inneren Schleife durch den Shared Memory gestreamt werden (d = 64: 16 KB + 16 KB).",
        "numericalStability": "Online-Softmax: laufendes Maximum m und laufende Summe l pro Zeile in fp32; beim neuen Maximum werden l und der Akkumulator mit exp(m_alt - m_neu) skaliert.",
        "tradeOff": "Im Backward wird P nicht gespeichert, sondern aus Q, K und der Logsumexp neu berechnet: ein zusätzliches QK^T pro Kachel, also mehr FLOPs.",
    }
