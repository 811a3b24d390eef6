# Sources: S24 (paraphrase / learner rewrite, Spanish)


def designOutline():
    return {
        "memoryTraffic": "Se fusionan en un mismo kernel QKᵀ, el softmax en línea y la acumulación con V, así que la matriz de atención A de L×L nunca se escribe ni se lee en HBM; solo se leen Q, K, V y se escribe O (más el logsumexp por fila).",
        "tiling": "Cada bloque de hilos toma 64 filas de Q y las mantiene en SRAM; en el bucle interno recorre K y V en teselas de 64 filas que se cargan de HBM a SRAM una por una. Con d = 64 en fp16 son 8 KB por tesela, 24 KB en total.",
        "numericalStability": "Por cada fila se mantienen tres estadísticas: m_running (máximo acumulado), d_running (denominador) y o_running (salida sin normalizar). En cada bloque se actualiza el máximo y se reescala lo anterior con e^(m_old − m_new) antes de sumar el aporte nuevo; al final o_running / d_running.",
        "tradeOff": "El coste: como no se guarda A, en el backward hay que recalcular QKᵀ y el softmax bloque a bloque a partir de Q, K y el logsumexp, es decir, una multiplicación de matrices extra por bloque.",
    }
