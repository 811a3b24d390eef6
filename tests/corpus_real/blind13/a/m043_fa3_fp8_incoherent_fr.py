# Sources: S33 (*), S17 (paraphrase / learner rewrite, French)
# Devoir maison, cours d'architecture des accélérateurs.


def designOutline():
    return {
        "memoryTraffic": (
            "Noyau fusionné : les tuiles S et P restent dans les registres et ne sont jamais "
            "écrites en HBM. On lit Q, K, V (en FP8, un octet par élément) et on écrit O et le "
            "logsumexp de chaque ligne."
        ),
        "tiling": (
            "Tuile de Q de 128 lignes par CTA, tuiles K/V de 128 lignes avec d = 128, chargées "
            "par le TMA dans un tampon circulaire à 2 étages en mémoire partagée ; un warp "
            "producteur et deux warpgroups consommateurs."
        ),
        "numericalStability": (
            "Softmax en ligne : maximum courant m et somme l en fp32 ; à chaque tuile, "
            "l'accumulateur et l sont multipliés par exp(m_ancien - m_nouveau). Pour le FP8, "
            "Q et K sont multipliés par la même matrice orthogonale aléatoire (Hadamard) avant "
            "quantification, ce qui étale les valeurs aberrantes sans changer QK^T."
        ),
        "tradeOff": (
            "Le FP8 e4m3 n'a que 3 bits de mantisse : sans la transformation de Hadamard, les "
            "valeurs aberrantes de Q/K dominent l'échelle du bloc et l'erreur de quantification "
            "augmente ; la transformation elle-même coûte une passe supplémentaire sur Q et K."
        ),
    }
