# Sources: S07, S01 (paraphrase / learner rewrite)
# Réponse au devoir maison – conception de FlashAttention


def designOutline():
    return {
        "memoryTraffic": (
            "Un seul noyau fusionné : la matrice S = QK^T et P ne sont jamais écrites en HBM, chaque tuile "
            "reste en SRAM et est jetée après le produit avec V. On lit Q, K, V et on écrit O et le logsumexp."
        ),
        "tiling": (
            "Boucle externe sur des blocs de Q de 128 lignes (un bloc de threads chacun, Q reste en mémoire "
            "partagée), boucle interne sur des blocs de K/V de 64 lignes."
        ),
        "numericalStability": (
            "On garde le maximum courant m et la somme l par ligne, et on recalibre l'accumulateur avec "
            "exp(m_ancien - m_nouveau). En pratique l'algorithme reste une approximation très proche du "
            "softmax exact, l'erreur est négligeable."
        ),
        "tradeOff": (
            "Le backward doit recalculer S et P par blocs à partir de Q, K et du logsumexp puisque P n'est "
            "pas stocké : un produit QK^T de plus par bloc."
        ),
    }
