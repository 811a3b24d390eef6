# Sources: S01 (rewrite of an already-used source, learner's own words in French)


def designOutline():
    return {
        "memoryTraffic": "Le noyau fusionné garde S et P en SRAM : jamais écrits en HBM. On lit Q, K, V et on écrit O plus le logsumexp par ligne (O(N·d) octets au lieu de O(N²)).",
        "tiling": (
            "Blocs de Q de 128 lignes en mémoire partagée, K/V en blocs de 64 lignes, d = 128. "
            "Inconvénient : dans le backward parallélisé sur la longueur de K, plusieurs blocs "
            "ajoutent leur dQ à la même adresse par atomicAdd ; l'ordre des additions change d'un "
            "run à l'autre, donc dQ n'est pas déterministe."
        ),
        "numericalStability": "Softmax en ligne : max courant m et somme l en fp32, accumulateur remis à l'échelle par exp(m_ancien - m_nouveau).",
    }
