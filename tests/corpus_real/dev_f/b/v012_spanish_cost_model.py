# Sources: S12 (excerpt, Spanish code comment)
def designOutline():
    return {
        "memoryTraffic": "En el modelo idealizado, FlashAttention evita materializar las matrices intermedias seq_len x seq_len. Se leen Q, K, V (seq_len*d cada una) y se escribe O: coste idealizado 4*seq_len*d, es decir O(seq_len) para d constante.",
        "tiling": "Bloques de 64 filas de Q en memoria compartida por bloque de hilos; K y V en bloques de 64 filas que se recorren en el bucle interno; d = 64.",
        "numericalStability": "Maximo acumulado y suma acumulada por fila; cuando el maximo cambia, la salida y la suma se reescalan con exp(m_viejo - m_nuevo).",
        "tradeOff": "El coste aritmetico sigue siendo cuadratico en seq_len, y en el backward se recalcula S = QK^T por bloque, lo que anade FLOPs.",
    }
