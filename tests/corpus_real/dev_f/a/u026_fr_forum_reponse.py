# Sources: S14, S03 (paraphrase / learner rewrite, français)
# Réponse sur le forum du cours


def designOutline():
    return {
        "memoryTraffic": (
            "La matrice S = QKᵀ (N×N) n'est jamais écrite en HBM : chaque tuile est calculée en SRAM puis jetée "
            "après le produit avec V. On lit Q, K, V et on écrit seulement O."
        ),
        "tiling": (
            "Tuiles de Q de 64 lignes gardées en mémoire partagée (un bloc de threads par tuile), tuiles de K/V "
            "de 64 lignes chargées une par une dans la boucle interne."
        ),
        "numericalStability": (
            "Softmax en ligne : max courant m et somme l par ligne ; quand le max augmente on multiplie "
            "l'accumulateur et l par exp(m_ancien − m_nouveau)."
        ),
        "tradeOff": (
            "FlashAttention échange un peu de précision contre de la vitesse : comme les tuiles sont calculées "
            "en fp16, le résultat est proche de l'attention standard mais pas exactement le même."
        ),
    }
