# Sources: S17 (paraphrase / learner rewrite, French-English code-switch)


def designOutline():
    return {
        "memoryTraffic": "Le kernel est fused : la matrice S (N×N) n'est jamais matérialisée en HBM, on lit Q, K, V par blocs et on écrit seulement O et le logsumexp.",
        "tiling": "Tiles de Q de 128 rows gardées en shared memory pendant toute la boucle, tiles de K/V de 64 rows streamées ; head_dim 128 en bf16 → 32 KB + 16 KB + 16 KB.",
        "numericalStability": "On fait attention à ce que le softmax reste numériquement stable, sinon ça explose en fp16.",
        "tradeOff": "Limitation : pour head_dim = 256, les tiles de 128 rows ne rentrent plus dans la shared memory d'une A100 (~164 KB par bloc ; 64 KB rien que pour Q, 192 KB avec K et V), donc il faut descendre à 64 rows et relire K/V deux fois plus souvent.",
    }
