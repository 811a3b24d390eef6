# Sources: S11 (different passage; Spanish original learner notes)
def designOutline():
    return {
        "memoryTraffic": "FlashAttention es más rápido porque hace menos operaciones: al no construir la matriz A, se ahorran las multiplicaciones de QK^T que no hacen falta.",
        "tiling": "Bloques de 64 filas de Q en SRAM; para cada bloque recorremos K_i, V_i de 64 filas, un bloque de hilos por bloque de Q.",
        "numericalStability": "m_running, d_running y o_running por fila; reescalado con e^(m_old − m_new) antes de sumar el bloque nuevo.",
        "tradeOff": "Para secuencias cortas (L ≤ 256) A cabe en la caché L2 y el kernel fusionado apenas gana, porque casi no hay tráfico que ahorrar.",
    }
