# Sources: S08 (rewrite of an already-used source, learner's own words in Spanish)


def designOutline():
    return {
        "memoryTraffic": "Kernel fusionado: S y P nunca se escriben a HBM; sólo se leen Q, K, V y se escriben O y el logsumexp de cada fila.",
        "tiling": "Br = 256, Bc = 256, d = 256: cada bloque de hilos mete su Q entero y un bloque de K y V en memoria compartida y los reutiliza al máximo.",
        "numericalStability": "Softmax online con máximo m y suma l por fila en fp32; el acumulador se reescala por exp(m_viejo - m_nuevo) al cambiar el máximo.",
        "tradeOff": "Para head_dim > 256 el kernel necesita kBlockN >= 64 y eso pide más memoria compartida de la que tienen las GPUs sm86/89 (< 160 KB): no puede correr y hay que volver a la atención eager.",
    }
