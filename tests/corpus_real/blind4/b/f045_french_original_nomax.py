# Sources: S28, S29 (French learner notes, paraphrase)
def designOutline():
    return {
        "memoryTraffic": "On ne matérialise jamais la matrice N×N en HBM : chaque tuile de scores reste en SRAM, on lit Q, K, V et on n'écrit que O.",
        "tiling": "Tuiles de 128 requêtes × 128 clés avec d = 128 ; Q reste en mémoire partagée, K/V défilent ; un bloc de threads par tuile de Q et par tête.",
        "numericalStability": "Pas besoin de soustraire le maximum : après la division par √d les scores restent petits, donc exp ne déborde pas en fp32 ; on accumule directement exp(S)·V et la somme.",
        "tradeOff": "Le coût : la rétropropagation recalcule S et P tuile par tuile (une multiplication QK^T en plus), parce qu'on n'a pas gardé P.",
    }
