# Sources: S04 (already-used source; learner rewrite in French)


def designOutline():
    return {
        "memoryTraffic": "Au départ Q, K, V sont en HBM et la SRAM est vide. Les scores intermédiaires S_ij et P_ij naissent dans la SRAM, servent au produit avec V_j et sont jetés : ils ne sont jamais écrits en HBM. Ce qui sort vers la HBM : O_i (mis à jour) et les statistiques m_i, l_i par ligne.",
        "tiling": "Ordre des boucles de FlashAttention-1 : boucle externe sur les blocs K_j, V_j (Bc = 64 lignes) chargés une fois en SRAM ; boucle interne sur les blocs Q_i (Br = 64 lignes) qui défilent devant ce bloc K/V. Avec d = 64 en fp16, un bloc fait 8 Ko, donc Q_i + K_j + V_j + O_i font environ 32 Ko de mémoire partagée.",
        "numericalStability": "Softmax en ligne : pour chaque ligne on garde m (max courant) et l (somme courante). Quand un nouveau bloc arrive, m_new = max(m, max(S_ij)) et on multiplie l et O_i par exp(m - m_new) avant d'ajouter exp(S_ij - m_new). Accumulation en fp32.",
        "tradeOff": "Avec la boucle externe sur K/V, O_i, m_i et l_i doivent être relus et réécrits en HBM à chaque bloc K/V : beaucoup d'écritures de O en plus. C'est pour ça que FlashAttention-2 inverse les boucles (Q dehors).",
    }
