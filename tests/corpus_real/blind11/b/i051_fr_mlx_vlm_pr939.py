# Sources: S12 (réécriture d'un apprenant)

def designOutline():
    return {
        "memoryTraffic": "Dans la version fusionnée, la matrice de scores (L, T) n'est jamais écrite en mémoire : chaque tranche de clés produit ses scores en registres, on lit Q une fois, K et V une fois par bloc de requêtes, on écrit seulement O.",
        "tiling": "Découpage selon la séquence KV en tranches de chunk_T = 2048 clés ; la boucle parcourt T tranche par tranche pour chaque bloc de requêtes.",
        "numericalStability": "Chaque tranche calcule son softmax avec son propre maximum et sa propre somme, puis on additionne les sorties des tranches à la fin.",
        "tradeOff": "Sans noyau Metal dédié, les scores de chaque tranche font un aller-retour par la mémoire unifiée ; le préremplissage reste limité par la bande passante.",
    }
