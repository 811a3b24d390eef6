# Sources: S46 (paraphrase / español)

def designOutline():
    return {
        "memoryTraffic": "Fusión de núcleos: QK^T, softmax y la multiplicación por V se hacen en un solo kernel dentro de la SRAM, de modo que la enorme matriz de atención intermedia nunca se escribe en la HBM; solo se escribe el resultado final.",
        "tiling": "Mosaicos: cada bloque de hilos carga 128 filas de Q en memoria compartida y recorre K y V en bloques de 64 filas; con d = 64 en fp16 son unos 32 KB.",
        "numericalStability": "Softmax en línea: por fila se guardan el máximo acumulado y la suma en fp32, y la salida acumulada se reescala con exp(m_ant − m_nuevo) cuando llega un bloque con una puntuación mayor.",
        "tradeOff": "En el backward no se guarda la matriz de atención, así que se recalcula bloque a bloque: más FLOPs a cambio de memoria lineal.",
    }
