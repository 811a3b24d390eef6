# Sources: S19 (rewrite of an already-used source, learner's own words in Spanish)


def designOutline():
    return {
        "memoryTraffic": "Kernel fusionado: S y P nunca se escriben a HBM; se leen Q, K, V y se escriben O y el logsumexp por fila.",
        "tiling": "Bloques de Q de 128 filas en memoria compartida, K/V en bloques de 64 filas, d = 64; un bloque de hilos por (bloque de Q, batch*cabeza).",
        "numericalStability": "Softmax online con máximo m y suma l por fila en fp32; el acumulador se reescala por exp(m_viejo - m_nuevo).",
        "tradeOff": "El coste es que el resultado es casi exacto: hay un pequeño error respecto a la atención estándar.",
    }
