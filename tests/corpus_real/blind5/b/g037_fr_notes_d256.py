# Sources: S21, S27 (learner notes, French)


def designOutline():
    return {
        'memoryTraffic': (
            'Un seul kernel fait QK^T, softmax et PV : les tuiles de S et P restent en '
            'SRAM/registres et ne sont jamais écrites en HBM. On lit Q, K, V (K et V une fois par '
            'bloc de requêtes) et on écrit O plus le logsumexp par ligne.'
        ),
        'tiling': (
            'Blocs de requêtes de 128 lignes résidents en mémoire partagée (un par CTA), blocs '
            'K/V de 64 lignes en boucle interne, d = 128 : 32 Ko + 16 Ko + 16 Ko = 64 Ko. Grille '
            '(N/128, batch × têtes).'
        ),
        'numericalStability': (
            'Softmax en ligne : max courant m et somme l par ligne en fp32 ; quand m augmente, on '
            "multiplie l et l'accumulateur par exp(m_ancien − m_nouveau) ; division par l à la "
            'fin.'
        ),
        'tradeOff': (
            'À d = 256, des tuiles de 128 lignes ne tiennent plus dans la mémoire partagée (128 × '
            '256 × 2 octets = 64 Ko par tuile, plus le double buffering de K/V) : on redescend à '
            '64 lignes, donc K/V sont relus deux fois plus souvent.'
        ),
    }
