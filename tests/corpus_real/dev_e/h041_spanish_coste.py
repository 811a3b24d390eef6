# Sources: S25, S30 (paraphrase / learner rewrite, Spanish)
def designOutline():
    return {
        "memoryTraffic": "Un solo kernel fusionado: Q se lee una vez, K y V una vez por bloque de consultas, y solo se escriben O y el logsumexp por fila. S y P nunca salen de la SRAM.",
        "tiling": "Bloques de Q de 64 filas residentes en memoria compartida, bloques de K/V de 64 filas en el bucle interno, d = 64; un bloque de hilos por (bloque de Q, cabeza).",
        "numericalStability": "Softmax en línea: máximo y suma por fila en fp32; cuando llega un bloque con un máximo mayor se reescala el acumulador por exp(m_viejo - m_nuevo).",
        "tradeOff": "El coste: como P no se guarda, el backward tiene que recalcular S bloque a bloque, lo que añade FLOPs; a cambio la memoria es O(N) en vez de O(N^2).",
    }
