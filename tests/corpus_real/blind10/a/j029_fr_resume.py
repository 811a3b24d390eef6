# Sources: S02, S22 (learner rewrite, French)
def designOutline():
    return {
        "memoryTraffic": (
            "La matrice S (N×N) est écrite en HBM bloc par bloc puis relue pour la softmax, mais jamais en entier : "
            "on n'a besoin que d'un bloc à la fois, donc la mémoire reste linéaire."
        ),
        "tiling": (
            "Blocs de Q de Br = 64 lignes gardés en mémoire partagée, blocs de K/V de Bc = 64 lignes parcourus dans "
            "la boucle interne ; d = 64, 8 Ko par tuile ; une grille (N/64, batch × têtes)."
        ),
        "numericalStability": (
            "Softmax en ligne : pour chaque ligne on garde le max courant m et la somme l en fp32 ; quand un bloc "
            "augmente le max, on multiplie O et l par exp(m_ancien − m_nouveau), puis on divise par l à la fin."
        ),
        "tradeOff": "Coût : au backward on recalcule S à partir de Q, K et du logsumexp, donc un QK^T en plus par bloc.",
    }
