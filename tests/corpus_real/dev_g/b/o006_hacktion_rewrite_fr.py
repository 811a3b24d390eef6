# Sources: S06 (learner rewrite in French; source already used elsewhere)
def designOutline():
    return {
        "memoryTraffic": "Contrairement à l'attention standard qui fait des allers-retours S et P (N x N) entre HBM et SRAM, mon noyau fusionné garde chaque tuile de scores dans les registres et la jette après le produit par V : la matrice N x N n'est jamais écrite en HBM. Ce qui traverse la HBM : lecture de Q, K, V, écriture de O et d'un logsumexp par ligne.",
        "tiling": "Tuiles de Q de 128 lignes, résidentes en mémoire partagée pendant tout le noyau ; K et V défilent par tuiles de 64 lignes (d = 64, fp16 : 16 Ko + 2 x 8 Ko). Un bloc de threads par (tuile de Q, batch x tête), 4 warps.",
        "numericalStability": "Softmax en ligne en fp32 : max courant m et somme l par ligne ; avant d'ajouter une tuile, l'accumulateur et l sont multipliés par exp(m_ancien - m_nouveau). Division par l à la fin.",
        "tradeOff": "Avec des tuiles de 256 lignes, l'accumulateur fp32 ne tient plus dans les registres : débordement (spill) et occupation réduite, donc plus lent.",
    }
