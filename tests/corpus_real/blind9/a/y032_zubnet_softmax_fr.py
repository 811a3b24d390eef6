# Sources: S03, B1 (paraphrase / learner rewrite, French)
def designOutline():
    return {
        "memoryTraffic": "La matrice d'attention N×N n'est jamais écrite en HBM : chaque tuile de S est calculée dans "
                         "la SRAM, multipliée par V puis jetée. En HBM on lit Q, K, V et on écrit seulement O et le "
                         "logsumexp de chaque ligne.",
        "tiling": "Chaque bloc de threads garde une tuile de Q de 64 lignes en mémoire partagée ; K et V défilent par "
                  "tuiles de 64 lignes dans la boucle interne (d = 64, fp16, environ 24 Ko au total).",
        "numericalStability": "La softmax en ligne, avec un max courant et une somme courante, donne une approximation "
                              "très proche de la vraie softmax ; l'erreur est négligeable en pratique.",
        "tradeOff": "Comme P n'est pas stockée, la passe arrière doit recalculer S et P tuile par tuile : un produit "
                    "QKᵀ supplémentaire par tuile.",
    }
