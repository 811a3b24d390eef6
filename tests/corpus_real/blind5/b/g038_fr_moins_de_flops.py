# Sources: S19 (learner rewrite, French)


def designOutline():
    return {
        'memoryTraffic': (
            "FlashAttention est plus rapide parce qu'il fait moins d'opérations (FLOPs) que "
            "l'attention standard : il ne calcule jamais la matrice complète."
        ),
        'tiling': (
            'Blocs Br = 64 × Bc = 64, d = 64 ; chaque CTA garde son bloc de Q et son accumulateur '
            "O, et parcourt les blocs K/V dans l'ordre."
        ),
        'numericalStability': (
            'On garde pour chaque ligne le maximum courant et la somme des exponentielles, et on '
            'corrige les anciennes valeurs par exp(m_ancien − m_nouveau) dès que le maximum '
            'augmente.'
        ),
        'tradeOff': 'Recalcul.',
    }
