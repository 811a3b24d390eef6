# Sources: S01 (paraphrase, rendered in German), S26 (*) (paraphrase)


def designOutline():
    return {
        "memoryTraffic": (
            "Der fusionierte Kernel liest Q, K und V aus dem HBM und schreibt O sowie pro Zeile "
            "einen fp32-Logsumexp zurück; die Score-Matrix S und die Wahrscheinlichkeiten P werden "
            "nie ins HBM geschrieben, sie leben nur kachelweise in Registern."
        ),
        "tiling": (
            "A100, d = 64, bf16: pro Threadblock Br = 64 Query-Zeilen (8 KB, resident im Shared "
            "Memory), K/V-Kacheln mit Bc = 64 Zeilen (je 8 KB) im inneren Loop, 24 KB insgesamt. "
            "Grid = (N/64, Batch×Heads), 4 Warps."
        ),
        "numericalStability": (
            "Laufendes Zeilenmaximum m und laufende Summe l in fp32; wächst m, werden "
            "Akkumulator und l mit exp(m_alt − m_neu) multipliziert; am Ende O/l, "
            "L = m + log l wird gespeichert."
        ),
        "tradeOff": (
            "Kleinere Kacheln (Bc = 32) sind ein Vorteil für die Occupancy: weniger Shared Memory "
            "pro Block, also passen mehr Blöcke auf einen SM."
        ),
    }
