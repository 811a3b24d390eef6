# Sources: S51 (apuntes de curso en español, paráfrasis)
def designOutline():
    return {
        "memoryTraffic": "La atención exacta se calcula por bloques: cada bloque de scores Q_i K_j^T vive en SRAM/registros y se descarta, nunca se escribe la matriz S×S en HBM; se leen Q, K, V y se escribe O más el logsumexp por fila.",
        "tiling": "Bloques de 128 consultas por bloque de hilos (quedan en SRAM) y bloques de 64 claves/valores que se recorren en el bucle interno; con is_causal se saltan los bloques por encima de la diagonal.",
        "numericalStability": "Softmax en línea: máximo corriente y suma de exponenciales por fila en fp32; al llegar un bloque con máximo mayor se reescala lo acumulado por exp(m_viejo − m_nuevo). Error frecuente: restar la media en vez del máximo, o creer que FlashAttention es una atención aproximada.",
        "tradeOff": "Memoria O(S) solo para las activaciones de atención: el backward recalcula los bloques de P en vez de guardarlos, lo que cuesta un QK^T extra por bloque.",
    }
