# Sources: S15, S16 (paraphrase / learner rewrite, Deutsch)
# Übungsblatt 7, Aufgabe 2


def designOutline():
    return {
        "memoryTraffic": (
            "Ein fusionierter Kernel: S = QKᵀ und P bleiben kachelweise im SRAM/Registern und werden nie in den "
            "HBM geschrieben. Gelesen werden Q (einmal) und K, V (einmal pro Q-Block), geschrieben nur O und "
            "pro Zeile ein logsumexp-Wert."
        ),
        "tiling": (
            "Q-Kacheln mit Br = 64 Zeilen bleiben pro Thread-Block im Shared Memory, K/V-Kacheln mit Bc = 64 "
            "Zeilen werden in der inneren Schleife nachgeladen; Grid = (N/64, Batch·Heads), 4 Warps pro Block."
        ),
        "numericalStability": (
            "Online-Softmax: laufendes Maximum m und laufende Summe l je Zeile in fp32; wächst das Maximum, werden "
            "Akkumulator und l mit exp(m_alt − m_neu) skaliert. Am Ende O = acc / l."
        ),
        "tradeOff": (
            "Bei Kopfdimension 256 passen Kacheln mit 64 Zeilen nicht mehr gut in den Shared Memory (Q, K, V je "
            "32 KB in fp16, dazu Puffer), also müssen die Kacheln auf 32 Zeilen schrumpfen und K/V werden "
            "doppelt so oft aus dem HBM gelesen."
        ),
    }
