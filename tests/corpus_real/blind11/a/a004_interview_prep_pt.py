# Sources: S02 (learner rewrite in Portuguese of interview-prep answers)


def designOutline():
    return {
        "memoryTraffic": (
            "A matriz de atenção S x S nunca é escrita na memória global: só lemos Q, K e V por blocos e "
            "escrevemos O e o logsumexp de cada linha."
        ),
        "tiling": (
            "Blocos assimétricos: block_m = 96 linhas de Q, block_n = 48 linhas de K/V, head_dim d = 72, "
            "uns 46 KB de memória compartilhada. O bloco de Q fica no SM o kernel inteiro e K/V passam em "
            "streaming no laço interno."
        ),
        "numericalStability": (
            "Softmax online, que é numericamente equivalente ao softmax de duas passadas."
        ),
        "tradeOff": (
            "Recomputação no backward: recalculamos QK^T em vez de guardar a matriz de atenção, o que custa "
            "FLOPs extras mas permite treinar com sequências mais longas."
        ),
    }
