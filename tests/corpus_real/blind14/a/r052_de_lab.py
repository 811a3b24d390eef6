# Sources: S16, S17 (paraphrase / learner rewrite, German lab report)


def designOutline():
    return {
        "memoryTraffic": (
            "Laborbericht: Laut ncu liest der fusionierte Kernel Q, K, V und schreibt O plus eine LSE "
            "pro Zeile; die Score-Matrix S (N×N) taucht in den DRAM-Zugriffen nicht mehr auf, sie "
            "bleibt pro Kachel im Shared Memory bzw. in Registern."
        ),
        "tiling": (
            "BLOCK_M = 64, BLOCK_N = 64, d = 128, 4 Warps, 2 Stufen: Q 16 KB + 2 × (16 + 16) KB = "
            "80 KB Shared Memory. Grid = (N/64, Batch × Köpfe)."
        ),
        "numericalStability": (
            "Laufendes Maximum und laufende Summe pro Zeile in fp32; bringt ein neuer Block ein "
            "größeres Maximum, werden Akkumulator und Summe mit exp(m_alt − m_neu) reskaliert. "
            "Komplett maskierte Zeilen liefern 0 statt NaN."
        ),
        "tradeOff": (
            "Bei d = 128 belegt der fp32-Akkumulator (64 × 128 × 4 B = 32 KB) pro CTA so viele "
            "Register, dass nur 2 CTAs pro SM laufen; mit BLOCK_M = 128 wären es 64 KB und der "
            "Compiler spillt."
        ),
    }
