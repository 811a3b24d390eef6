# Sources: S22, S14 (learner rewrite, German)
def designOutline():
    return {
        "memoryTraffic": (
            "Ein fusionierter Kernel: S und P werden nie in den HBM geschrieben, sie bleiben kachelweise im SRAM. "
            "Gelesen werden Q, K, V, geschrieben nur O und pro Zeile der Logsumexp."
        ),
        "tiling": (
            "Q-Kacheln mit Br = 64 Zeilen bleiben pro Threadblock im Shared Memory, K/V-Kacheln mit Bc = 64 Zeilen "
            "werden in der inneren Schleife durchgeschoben; d = 128, also 16 KB pro Kachel, 48 KB insgesamt."
        ),
        "numericalStability": (
            "Online-Softmax: pro Zeile laufendes Maximum m und laufende Summe l in fp32; bei einem größeren Maximum "
            "werden O und l mit exp(m_alt − m_neu) skaliert, am Ende O / l."
        ),
        "tradeOff": "Es gibt einen Trade-off zwischen Geschwindigkeit und Speicher.",
    }
