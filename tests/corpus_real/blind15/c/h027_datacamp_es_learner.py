# Sources: S25 (paraphrase / learner rewrite, Spanish)


def designOutline():
    return {
        "memoryTraffic": "Los resultados intermedios (S y P) no vuelven a escribirse en HBM: cada mosaico se procesa de principio a fin en la SRAM y la matriz de atención completa nunca se almacena en memoria; solo se escribe la salida O.",
        "tiling": "Se cargan K y V completos en la SRAM una sola vez al inicio, y luego cada bloque de 64 filas de Q se multiplica contra ellos; así no hay que volver a leer K y V desde HBM.",
        "numericalStability": "Softmax incremental: para cada fila se guarda el máximo parcial m y la suma l en fp32; cuando un mosaico nuevo trae un máximo mayor, se multiplican la salida acumulada y l por exp(m_anterior − m_nuevo).",
        "tradeOff": "Para secuencias cortas (N ≤ 512) la ganancia es pequeña, porque la matriz N×N cabe casi entera en la caché L2 y el tiempo lo domina el lanzamiento de kernels.",
    }
