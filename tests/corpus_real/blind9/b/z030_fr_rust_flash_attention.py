# Sources: S30 (commentaires de code en français, paraphrase)
def designOutline():
    return {
        "memoryTraffic": "Même résultat que attention(), mais la matrice de scores s×t n'est jamais matérialisée : pour chaque requête on garde un état de taille O(d) (m, l, o) et un buffer de bloc réutilisé, donc mémoire de travail O(d + FLASH_BC) au lieu de O(t).",
        "tiling": "FLASH_BC = 64 clés/valeurs par bloc ; une requête à la fois, on balaie K et V bloc par bloc, exp vectorisée et o += p·v via le kernel saxpy.",
        "numericalStability": "m = max courant, l = somme courante des exponentielles ; m_new = max(m, block_max), correction corr = exp(m − m_new) (0 au premier bloc) appliquée à l et à o avant d'accumuler ; normalisation finale o /= l. Identique à l'arrondi près.",
        "tradeOff": "Une requête à la fois : chaque bloc de K et V est relu pour chacune des s requêtes, donc s·t·d lectures au lieu de t·d ; pour de longues requêtes il faudrait un bloc de requêtes pour réutiliser K/V.",
    }
