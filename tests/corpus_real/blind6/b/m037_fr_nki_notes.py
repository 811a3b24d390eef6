# Sources: S19 (paraphrase, French)
def designOutline():
    return {
        "memoryTraffic": "Sur Trainium, les tuiles de q, k, v passent de la HBM vers la SBUF; la matrice des scores seq_q x seq_k n'est jamais écrite en HBM, seules o et la lse (entraînement) y retournent.",
        "tiling": "128 lignes de Q à la fois (dimension de partition), K/V par blocs de seq_tile_size = 2048 par défaut.",
        "numericalStability": "Accumulation en fp32 avec mixed_precision, max courant par ligne et remise à l'échelle de la sortie partielle par exp(m_ancien - m_nouveau).",
        "compromis": "Avec des blocs de 2048 clés, la tuile de scores 128 x 2048 en fp32 prend 1 Mo de SBUF; au-delà la SBUF (24 Mo partagés avec q, k, v double-bufferisés) déborde, donc on ne peut pas augmenter seq_tile_size librement.",
    }
