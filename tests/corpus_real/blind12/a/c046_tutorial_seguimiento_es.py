# Sources: S02 (already-used source; learner rewrite in Spanish)


def designOutline():
    return {
        "memoryTraffic": "La atención estándar calcula S = QK^T completa, la escribe en la HBM, la vuelve a leer para el softmax, escribe P y la vuelve a leer para multiplicar por V: son O(N²) lecturas y escrituras en memoria lenta.",
        "tiling": "Para cada bloque de Q (BLOCK_Q = 64 filas, un programa por bloque) recorro los bloques de K/V (BLOCK_KV = 64 filas); el bloque de Q y el acumulador se quedan en SRAM durante todo el bucle.",
        "numericalStability": "Mantengo máximo y suma corrientes por fila; cuando el máximo cambia: acc *= exp(max_viejo − max_nuevo) y lo mismo para la suma; al final salida = acc / suma.",
        "tradeOff": "Con bloques de 64 y N grande, K y V se leen de HBM N/64 veces (una por bloque de Q), así que el tráfico de K/V crece con N²/64; bloques más grandes lo reducen pero el acumulador fp32 ya no cabe en registros.",
    }
