# Sources: S14 (paraphrase / learner rewrite in Spanish)


def designOutline():
    return {
        "memoryTraffic": "Un solo kernel fusionado: S y P viven en registros y memoria compartida y nunca se escriben a HBM; se leen Q, K, V y se escribe O más un logsumexp por fila.",
        "tiling": "Grid de (bloques de Q, batch x cabezas); cada bloque de hilos mantiene 64 filas de Q en memoria compartida y recorre K/V en bloques de 64 filas, d = 128.",
        "numericalStability": "Softmax online con máximo m y suma l por fila en fp32; cuando llega un bloque con un máximo mayor, se reescala el acumulador por exp(m_viejo - m_nuevo).",
        "failureMode": "En decodificación con batch=1 la longitud de la query es 1, así que la rejilla sólo tiene batch x cabezas bloques de hilos: con pocas cabezas casi todas las CUs/SMs se quedan ociosas y el ancho de banda de HBM no se satura.",
    }
