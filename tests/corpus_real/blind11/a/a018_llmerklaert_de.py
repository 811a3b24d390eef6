# Sources: S16 (already-used source; learner rewrite in German)


def designOutline():
    return {
        "memoryTraffic": (
            "Die n×n-Matrix wird nie im HBM materialisiert: Q-, K-, V-Blöcke werden in den SRAM geladen und "
            "dort verrechnet; ins HBM geschrieben werden nur O und die Logsumexp pro Zeile."
        ),
        "tiling": (
            "Für jeden Q-Block Q_i (64 Zeilen, bleibt im Shared Memory) iterieren wir über K/V-Blöcke von "
            "64 Zeilen; ein Thread-Block pro Q-Block und Kopf."
        ),
        "numericalStability": (
            "m_new = max(m_old, max(x_new)); D_new = D_old * exp(m_old - m_new) + sum(exp(x_new - m_new)); "
            "der Akkumulator wird genauso mit exp(m_old - m_new) skaliert, alles in fp32."
        ),
        "tradeOff": "Nachteil: der Rückwärtsdurchlauf ist langsamer.",
    }
