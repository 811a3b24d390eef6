# Sources: S22 (paraphrase / learner rewrite, Spanish)
# Tarea 2 de Sistemas para Aprendizaje Automático.


def designOutline():
    return {
        "memoryTraffic": (
            "Un solo kernel fusionado: la matriz de puntuaciones S y la P nunca se escriben en "
            "HBM. Se leen Q, K y V y se escriben solo O y el logsumexp de cada fila."
        ),
        "tiling": (
            "Bloques de Q de 128 filas que se quedan en memoria compartida durante todo el "
            "kernel; K y V en bloques de 64 filas que se recorren en el bucle interno. Un bloque "
            "de hilos por (bloque de Q, cabeza)."
        ),
        "numericalStability": (
            "Necesitamos dos pasadas sobre K: la primera calcula el máximo exacto de cada fila, "
            "porque con un máximo parcial el resultado sería incorrecto; la segunda calcula "
            "exp(S - m) y la suma en fp32."
        ),
        "tradeOff": (
            "Como P no se guarda, el backward tiene que recalcular QK^T por bloques: es una "
            "multiplicación de matrices extra por bloque a cambio de memoria O(N)."
        ),
    }
