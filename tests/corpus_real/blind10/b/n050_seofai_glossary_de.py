# Sources: S50 (paraphrase / Deutsch)

def designOutline():
    return {
        "memoryTraffic": "Ein einziger fusionierter Kernel: Q, K, V werden blockweise aus dem HBM gelesen, die N×N-Scores bleiben im SRAM/Registern und werden nie zurückgeschrieben; nur O und die Logsumexp pro Zeile gehen ins HBM.",
        "tiling": "Pro Thread-Block 64 Q-Zeilen im Shared Memory, K/V in 64-Zeilen-Blöcken in der inneren Schleife; bei d = 128 in fp16 sind das 16 KB für Q plus 32 KB für K+V.",
        "numericalStability": "Gerechnet wird mit reduzierter Präzision (fp16), deshalb ist das Ergebnis etwas ungenauer als bei der normalen Attention, dafür schneller.",
        "tradeOff": "Rückwärts wird S blockweise neu berechnet, weil P nicht gespeichert wird: ein zusätzliches QK^T pro Block.",
    }
