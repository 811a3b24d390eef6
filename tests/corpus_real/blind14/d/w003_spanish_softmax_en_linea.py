# Sources: S15 (paraphrase, Spanish), S01* (paraphrase)
def designOutline():
    return {
        "memoryTraffic": "Se fusionan QK^T, el softmax en línea y la multiplicación por V en un solo kernel: la matriz A de tamaño "
                         "L×L nunca se escribe en HBM. De HBM se leen Q, K y V por bloques y solo se escribe O (más m y l por fila).",
        "tiling": "Cada bloque de hilos toma 64 filas de Q y las mantiene en SRAM todo el kernel; el bucle interno recorre K y V "
                  "en bloques de 64 filas (d = 64, fp16: 8 KB por bloque). Un bloque de hilos por (bloque de Q, cabeza).",
        "numericalStability": "Softmax en línea por fila: m_running = max(m_running, máximo del bloque); d_running = "
                              "d_running·e^(m_old − m_new) + Σ e^(x − m_new); o_running se reescala con el mismo factor "
                              "e^(m_old − m_new) antes de sumar el aporte del bloque. Todo en fp32; al final O = o_running / d_running.",
        "tradeOff": "Coste: como A no se guarda, el backward tiene que recalcular QK^T y el softmax por bloques a partir de Q, K "
                    "y el logsumexp guardado: una multiplicación de matrices extra por bloque.",
    }
