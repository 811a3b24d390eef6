# Sources: S03, B1 (paraphrase / learner rewrite, French)
def designOutline():
    return {
        "memoryTraffic": "On ne matérialise jamais la matrice N×N dans la HBM : on charge des petits blocs de Q, K, V "
                         "dans la SRAM, on calcule les résultats partiels et on les accumule. Seules la sortie O et "
                         "les statistiques de softmax par ligne (m, l) sont écrites en HBM, donc mémoire O(N) au lieu "
                         "de O(N²).",
        "tiling": "Blocs de 128 lignes de Q par bloc de threads (grille = N/128 × batch·têtes), K et V parcourus "
                  "par blocs de 64 lignes dans la boucle interne. Avec d = 128 en fp16 : 32 Ko pour Q + 2 × 16 Ko "
                  "pour K/V en mémoire partagée.",
        "numericalStability": "Softmax calculée de façon incrémentale : max courant m et somme courante l par ligne, "
                              "en fp32. Quand le max augmente, on multiplie l'accumulateur et l par "
                              "exp(m_ancien − m_nouveau) avant d'ajouter le nouveau bloc ; division par l à la fin.",
        "tradeOff": "Inconvénient : le noyau est beaucoup plus compliqué à écrire et à maintenir qu'une attention "
                    "standard en trois kernels.",
    }
