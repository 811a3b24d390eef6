# Sources: S41 (already-used source; learner rewrite in Italian)


def designOutline():
    return {
        "memoryTraffic": (
            "Il kernel fuso tiene Ss, Ps e Os in memoria condivisa: la matrice N×N non va mai in memoria "
            "globale, si legge Q/K/V e si scrive solo O."
        ),
        "tiling": (
            "BM = 64 righe di query per workgroup, hd = 128: Ss 16 KB + Ps 8 KB + Os 32 KB fp32 ≈ 58 KB; "
            "sui dispositivi NVIDIA (48 KB) si scende a BM = 32, circa 29 KB."
        ),
        "numericalStability": "Softmax online con uno stato per riga.",
        "tradeOff": (
            "Con BM = 64 il tile da 58 KB supera i 48 KB di NVIDIA: la pipeline viene creata lo stesso e il "
            "dispositivo va perso al primo dispatch."
        ),
    }
