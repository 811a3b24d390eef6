# Sources: S44 (excerpt, French course notes)
def designOutline():
    return {
        "memoryTraffic": "Flash Attention evite les ecritures en memoire pour la vitesse.",
        "tiling": "Blocs de 128 requetes par bloc de threads, K et V par blocs de 64 lignes charges en memoire partagee a chaque iteration de la boucle interne.",
        "numericalStability": "Softmax en ligne : max courant et somme courante par ligne en fp32 ; a chaque bloc on remet a l'echelle l'accumulateur par exp(m_ancien - m_nouveau).",
        "tradeOff": "Les gros modeles diluent de toute facon le cout de l'attention.",
    }
