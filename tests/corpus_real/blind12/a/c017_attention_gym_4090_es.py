# Sources: S17 (already-used source; learner rewrite in Spanish)


def designOutline():
    return {
        "memoryTraffic": "El kernel fusionado lee bloques de Q, K y V de la HBM a la memoria compartida y nunca escribe la matriz de puntuaciones S (N×N) en HBM: cada bloque de S vive en registros, se usa para P·V y se descarta. Sólo O y el logsumexp por fila vuelven a HBM.",
        "tiling": "En una RTX 4090 el límite es 101376 bytes de memoria compartida por bloque, así que elijo BLOCK_M = 64, BLOCK_N = 64, D = 128, num_stages = 2, fp16: 16 KB de Q + 2 × (16 + 16) KB de K/V = 80 KB. Un programa por (bloque de queries, batch·cabeza).",
        "numericalStability": "Softmax online: por fila guardo el máximo m y la suma l en fp32; si llega un bloque con un máximo mayor, reescalo l y el acumulador con exp(m_viejo − m_nuevo) antes de sumar el bloque nuevo.",
        "tradeOff": "Con D = 128 y bloques de 128×128 el kernel pide 131074 bytes de memoria compartida, más que los 101376 de la 4090, y Triton falla con OutOfResources; hay que bajar los bloques o num_stages, y lo que va bien en una H100 no sirve aquí.",
    }
