# Sources: S16 (already-used source; learner exam answer in German)


def design_outline():
    return {
        "memory_traffic": (
            "Ein fusionierter Kernel: S und P werden nie ins HBM geschrieben, sie existieren nur kachelweise "
            "im Shared Memory bzw. in Registern. Gelesen werden Q, K, V, geschrieben nur O und die Logsumexp."
        ),
        "tiling": (
            "Q-Kacheln mit 128 Zeilen bleiben pro Thread-Block im Shared Memory, K/V-Kacheln mit 64 Zeilen "
            "laufen in der inneren Schleife durch; d = 128, also 32 KB + 2 × 16 KB. Das geht auf Kosten der "
            "Occupancy: mit 64 KB Shared Memory pro Block passen nur drei Blöcke auf einen SM."
        ),
        "numerical_stability": (
            "Laufendes Maximum m und Summe l pro Zeile in fp32; steigt m, werden Akkumulator und l mit "
            "exp(m_alt − m_neu) multipliziert; am Ende O = acc / l."
        ),
    }
