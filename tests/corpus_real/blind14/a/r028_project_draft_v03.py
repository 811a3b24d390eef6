# Sources: S16 (paraphrase / learner rewrite, unfinished project draft)


def designOutline():
    return {
        "memoryTraffic": (
            "Draft v0.3. Fused kernel, S/P kept in SRAM and never written to HBM; reads Q, K, V, "
            "writes O and m, l per row."
        ),
        "tiling": (
            "Br = Bc = 64 at d = 64, Q block resident; outer loop over Q blocks (one CTA each), inner "
            "loop over K/V."
        ),
        "numericalStability": "TODO (ask in OH about the l rescale)",
        "tradeOff": (
            "The backward must recompute S = QK^T per tile because P is not stored: roughly one extra "
            "matmul per tile."
        ),
    }
