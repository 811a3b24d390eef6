# Sources: S11 (excerpt + paraphrase, Spanish original)
def designOutline():
    return {
        "memoryTraffic": "Se fusionan en un mismo kernel de GPU los productos QK^T, el softmax en línea y la acumulación con V; la matriz de atención A de tamaño L×L nunca se escribe ni se lee en HBM. Solo se leen Q, K, V y se escribe O.",
        "tiling": "El algoritmo procesa Q, K y V por bloques o teselas en SRAM.",
        "numericalStability": "Tres estadísticas por fila de salida: m_running, d_running y o_running. Para cada bloque se actualiza m_running y la contribución anterior se reescala con e^(m_old − m_new) antes de sumar el bloque nuevo.",
        "tradeOff": "El coste: en el backward hay que recalcular los bloques de QK^T porque A no se guardó, lo que añade FLOPs.",
    }
