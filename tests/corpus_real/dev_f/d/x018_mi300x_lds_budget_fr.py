# Sources: S18, S51 (réécriture d'étudiant en français)
def designOutline():
    return {
        "memoryTraffic": (
            "Un seul noyau fusionné : Q, K, V sont lus depuis la HBM, O et le logsumexp par ligne sont écrits ; "
            "la matrice des scores N x N n'est jamais écrite en HBM, chaque tuile de S reste dans les registres."
        ),
        "tiling": (
            "Sur MI300X je prends de grandes tuiles pour réutiliser K/V : BLOCK_M = 256 lignes de Q, "
            "BLOCK_N = 128 clés, d = 128, fp16, deux étages de pipeline pour K et V dans la LDS, 8 waves. "
            "Q reste en LDS pendant toute la boucle sur K/V ; ça tient dans les 64 Ko de LDS du CU. Grille = "
            "(N/256, batch x têtes)."
        ),
        "numericalStability": (
            "softmax en ligne : maximum et somme courants par ligne en fp32 ; quand le maximum augmente on "
            "multiplie l'accumulateur et la somme par exp(m_ancien - m_nouveau), division finale par la somme."
        ),
        "tradeOff": (
            "Avec des tuiles de 256 lignes, en causal les derniers blocs de Q ont beaucoup plus de tuiles K/V "
            "à parcourir que les premiers : déséquilibre de charge, certains CU finissent tôt et attendent."
        ),
    }
