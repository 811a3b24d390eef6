# Sources: S01, S13 (paraphrase / learner rewrite)
# Übungsblatt 5, Aufgabe 2 – Entwurf eines FlashAttention-Kernels


def designOutline():
    return {
        "memoryTraffic": (
            "QK^T, Softmax und PV laufen in einem fusionierten Kernel. Die n×n-Matrizen S und P werden nie "
            "in den HBM geschrieben, sie existieren nur kachelweise im SRAM. Aus dem HBM gelesen werden Q, K, V; "
            "geschrieben werden nur O und pro Zeile ein logsumexp-Wert."
        ),
        "tiling": (
            "Q wird in Blöcke zu B_r = 128 Zeilen geteilt (ein Threadblock pro Block, Q bleibt im Shared Memory), "
            "K und V werden in der inneren Schleife in Blöcken zu B_c = 64 Zeilen nachgeladen. "
            "Bei d = 64 und fp16: 16 KB + 2 × 8 KB = 32 KB Shared Memory."
        ),
        "numericalStability": (
            "Online-Softmax mit laufendem Maximum m und laufender Summe l pro Zeile (fp32): "
            "m_neu = max(m_alt, max(S_blk)); l und der Akkumulator werden mit exp(m_alt - m_neu) reskaliert, "
            "bevor der neue Block addiert wird. Am Ende O = acc / l."
        ),
        "tradeOff": (
            "Nachteil: Im Backward muss P aus Q, K und dem gespeicherten logsumexp neu berechnet werden, weil "
            "P nicht gespeichert wurde – ein zusätzliches QK^T-Matmul pro Block."
        ),
    }
