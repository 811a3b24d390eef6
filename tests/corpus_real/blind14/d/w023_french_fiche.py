# Sources: S01* (paraphrase, French), S02* (paraphrase, French)
def designOutline():
    return {
        "memoryTraffic": "Fiche : S et P ne sont jamais écrits en HBM ; le noyau fusionné lit Q, K, V et écrit O + le logsumexp (un fp32 par ligne).",
        "tiling": "Blocs de Q de Br = 128 lignes gardés en mémoire partagée (un bloc de threads par bloc de Q et par tête), K/V "
                  "parcourus par blocs de Bc = 64 lignes ; 4 warps.",
        "numericalStability": "Softmax en ligne : somme courante l et accumulateur en fp32, mis à jour bloc par bloc. Pas besoin de "
                              "soustraire le max : en bf16 la plage est la même qu'en fp32, donc exp ne déborde pas.",
        "tradeOff": "Coût : le backward recalcule S et P par bloc (P n'est pas stocké), soit une multiplication QKᵀ de plus par bloc.",
    }
