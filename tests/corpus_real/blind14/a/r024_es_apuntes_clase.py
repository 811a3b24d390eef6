# Sources: S16 (paraphrase / learner rewrite, Spanish class notes)


def designOutline():
    return {
        "memoryTraffic": (
            "Apuntes de clase: la atención estándar escribe S y P (N×N) en HBM y las vuelve a leer. En "
            "nuestro diseño un solo kernel hace QKᵀ, softmax y PV: S y P nunca salen de la SRAM, se "
            "leen Q, K, V de HBM y solo se escribe O más el logsumexp de cada fila."
        ),
        "tiling": (
            "Bloques de Q de 64 filas por bloque de hilos, que se quedan en memoria compartida todo el "
            "kernel; K y V se recorren en bloques de 64 filas en el bucle interno. Con d = 64 en fp16 "
            "son 8 KB por bloque, 24 KB en total."
        ),
        "numericalStability": (
            "Softmax online: por fila guardamos el máximo m y la suma l en fp32. Cuando llega un bloque "
            "con un máximo mayor, multiplicamos el acumulador y l por exp(m_viejo − m_nuevo) y "
            "seguimos; al final dividimos por l. El profe insistió: sin ese reescalado el resultado "
            "sale mal."
        ),
        "tradeOff": (
            "Coste: en el backward hay que recalcular S y P bloque a bloque porque no se guardaron, o "
            "sea más FLOPs (una QKᵀ extra por bloque), a cambio de memoria O(N) en lugar de O(N²)."
        ),
    }
