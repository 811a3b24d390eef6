# Sources: S35 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "L'auto-attention standard fait des allers-retours entre HBM et SRAM. Ici la matrice "
                         "d'attention complète n'est jamais écrite en HBM : on lit Q, K, V et on écrit O.",
        "tiling": "On découpe le calcul en tuiles adaptées au matériel pour mieux utiliser le GPU.",
        "numericalStability": "Le softmax est appliqué de façon incrémentale.",
        "tradeOff": "Le backward recalcule l'attention au lieu de la stocker : environ une multiplication QK^T de "
                    "plus par bloc, donc plus de FLOPs, mais la mémoire reste linéaire en N.",
    }
