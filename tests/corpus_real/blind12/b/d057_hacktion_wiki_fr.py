# Sources: S66 (paraphrase / learner rewrite, fr)
def designOutline():
    return {
        "memoryTraffic": "FlashAttention découpe Q, K, V en blocs et fait tout le calcul (softmax inclus) dans la SRAM sans jamais renvoyer S ni P en HBM ; seule la sortie O est écrite.",
        "tiling": "La SRAM fait 192 Ko par SM sur A100 ; on prend des blocs de 256 lignes pour Q et 256 lignes pour K et V, avec d = 128, en double tampon (2 étages) pour recouvrir les chargements.",
        "numericalStability": "Le softmax est calculé de manière incrémentale : on garde le max courant et la somme par ligne, et on remet la sortie partielle à l'échelle par exp(m_ancien − m_nouveau).",
        "tradeOff": "Recomputation : au backward on recalcule S et P à partir de Q, K et du logsumexp au lieu de les stocker, donc plus de FLOPs mais beaucoup moins d'accès HBM.",
    }
