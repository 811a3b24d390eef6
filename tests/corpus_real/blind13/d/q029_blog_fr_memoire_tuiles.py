# Sources: S25 (*) (paraphrase, rendered in French), S01 (paraphrase)


def designOutline():
    return {
        "memoryTraffic": (
            "Dans l'attention standard, la matrice S de taille N×N fait l'aller-retour vers la HBM "
            "(écriture de S, lecture pour le softmax, écriture de P, relecture pour PV). Mon noyau "
            "fusionne QK^T, softmax et PV : S et P ne sont jamais écrites en HBM, elles vivent "
            "tuile par tuile dans la mémoire partagée et les registres. Trafic HBM : lecture de Q, "
            "K, V, écriture de O et d'un logsumexp fp32 par ligne."
        ),
        "tiling": (
            "Sur H100 (227 Ko de mémoire partagée par bloc), d = 128, bf16 : Br = 128 lignes de Q "
            "par CTA (32 Ko, résidentes), K et V en tuiles de Bc = 128 lignes (32 Ko chacune) avec "
            "2 étages de pipeline : 32 + 2 × 64 = 160 Ko. Grille = (N/128, batch × têtes)."
        ),
        "numericalStability": (
            "Softmax en ligne : maximum courant m et somme courante l par ligne, en fp32 ; à chaque "
            "nouvelle tuile, l'accumulateur et l sont multipliés par exp(m_ancien − m_nouveau) "
            "avant d'ajouter exp(S − m_nouveau)·V. On stocke L = m + log l pour la rétropropagation."
        ),
        "tradeOff": (
            "Avec 160 Ko par CTA, un seul CTA tient sur un SM : si la tuile de calcul attend la "
            "mémoire, aucun autre bloc ne masque la latence, d'où le besoin de la spécialisation "
            "des warps (producteur/consommateur) de FA3."
        ),
    }
