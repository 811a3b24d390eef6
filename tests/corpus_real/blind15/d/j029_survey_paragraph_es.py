# Sources: S04, S03 (paraphrase / learner rewrite, Spanish)


def designOutline():
    return {
        "memoryTraffic": (
            "La matriz de puntuaciones N x N nunca se escribe en la HBM: el kernel lee Q, K y V "
            "por bloques, calcula S y P en SRAM y sólo escribe O y un logsumexp por fila."
        ),
        "tiling": (
            "Bloques de Q de 128 filas residentes en memoria compartida, uno por bloque de hilos; "
            "K y V se recorren en bloques de 64 filas en el bucle interno; rejilla = "
            "(N/128, lote x cabezas)."
        ),
        "numericalStability": (
            "Softmax en línea: por fila se guardan el máximo acumulado y la suma en fp32; cuando "
            "aparece un máximo mayor, la salida parcial y la suma se reescalan por "
            "exp(m_ant - m_nuevo)."
        ),
        "tradeOff": (
            "Para secuencias cortas (N <= 512) la matriz S cabe de todos modos en la caché L2, "
            "así que el kernel fusionado apenas gana frente a la atención estándar y el coste de "
            "lanzamiento domina."
        ),
    }
