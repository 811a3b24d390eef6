# Sources: S25, S26 (paraphrase / learner rewrite, French)
def designOutline():
    return {
        "memoryTraffic": "La matrice S n'est jamais écrite en HBM : on lit Q, K, V et on écrit seulement O et le logsumexp de chaque ligne.",
        "tiling": "Tuiles de Br = 256 lignes pour Q et Bc = 256 pour K/V, d = 256, en fp16, le tout en mémoire partagée ; un bloc de threads par tuile de Q.",
        "numericalStability": "Softmax en ligne : maximum courant m et somme l en fp32 ; quand m augmente, on multiplie l'accumulateur et l par exp(m_ancien - m_nouveau).",
        "tradeOff": "Le prix : le backward recalcule S et P à partir de Q, K et du logsumexp, donc une multiplication QK^T de plus par tuile.",
    }
