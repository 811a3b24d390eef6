# Sources: S49 (paraphrase / français)

def designOutline():
    return {
        "memoryTraffic": "Le noyau fusionne QK^T, softmax et le produit par V : la matrice d'attention N×N n'est jamais écrite en HBM, seuls Q, K, V sont lus et la sortie O est écrite.",
        "tiling": "Tuiles de 128 lignes de Q par bloc de threads en mémoire partagée, K et V parcourus par tuiles de 64 lignes dans la boucle interne.",
        "numericalStability": "La stabilité est assurée par les optimisations du noyau.",
        "tradeOff": "Flash Attention permet de traiter des séquences plus longues ou d'aller plus vite sans sacrifier les performances.",
    }
