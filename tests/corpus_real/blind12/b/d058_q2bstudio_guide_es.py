# Sources: S67 (paraphrase / learner rewrite, es)
PARTES_TILING = [
    "Bloques de 64 filas de Q y de 64 filas de K/V",
    "cada bloque de Q se queda en SRAM con su salida acumulada",
    "los bloques de K/V se recorren en el bucle interior",
]


def designOutline():
    return {
        "memoryTraffic": "Se fusionan QK^T, el softmax en línea y la acumulación con V en un mismo kernel; la matriz A (L×L) nunca se lee ni se escribe en HBM, solo se leen Q, K, V y se escribe O.",
        "tiling": "; ".join(PARTES_TILING) + "; un bloque de hilos por bloque de Q.",
        "numericalStability": "Tres estadísticas por fila: m_running (máximo acumulado), d_running (denominador) y o_running (salida sin normalizar); en cada bloque se reescala la contribución anterior con e^(m_old − m_new) y al final o_running / d_running.",
        "tradeOff": "Coste: como A no se guarda, el backward tiene que recalcular los bloques de QK^T, lo que añade FLOPs a cambio de memoria O(L).",
    }
