# Sources: S20, S22 (paraphrase / learner rewrite, Spanish)
def designOutline():
    return {
        "memoryTraffic": (
            "Un solo kernel: se leen Q, K y V de memoria global (HBM) por bloques; la matriz S = QK^T y P nunca "
            "se escriben en memoria global, viven en memoria compartida y registros. Sólo se escribe O y el "
            "logsumexp de cada fila."
        ),
        "tiling": (
            "Bloques de Br = 64 filas de Q por bloque de hilos (el tile de Q se queda en memoria compartida), y se "
            "recorren K y V en bloques de Bc = 64 filas en el lazo interno; con d = 64 en fp16 son 8 KB por tile, "
            "24 KB de memoria compartida. grid = (N/64, batch*cabezas)."
        ),
        "numericalStability": (
            "Softmax en línea: por fila se guarda el máximo m y la suma l en fp32; con cada bloque nuevo "
            "m_nuevo = max(m, max(S_blk)), se reescalan O y l por exp(m - m_nuevo) y al final se divide O / l."
        ),
        "tradeOff": (
            "Con d = 256 los tiles (96 KB) ya no caben en los 48 KB de memoria compartida por bloque de la GPU del "
            "práctico, hay que bajar Br a 16 y se pierde reutilización de K y V."
        ),
    }
