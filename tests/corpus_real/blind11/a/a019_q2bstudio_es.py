# Sources: S17 (already-used source; learner rewrite in Spanish)


def designOutline():
    return {
        "memoryTraffic": (
            "Se fusionan QK^T, el softmax en línea y la acumulación con V en un solo kernel: la matriz A "
            "(L×L) nunca se escribe ni se lee de HBM. Solo entran Q, K, V y sale O."
        ),
        "tiling": (
            "Bloques de 64 filas de Q por bloque de hilos, residentes en SRAM; bloques K_i, V_i de 64 filas "
            "recorridos en el bucle interno. Con d = 64 en fp16 son unos 24 KB de memoria compartida."
        ),
        "numericalStability": (
            "Por fila: m_running, d_running y o_running. Para cada bloque: m_nuevo = max(m, máximo local); "
            "d y o se reescalan con e^(m_viejo - m_nuevo) antes de sumar el aporte del bloque; al final o / d."
        ),
        "tradeOff": (
            "Con d = 256 los bloques de 64 filas ya ocupan 96 KB en fp16 y hay que bajar a 32 filas: más "
            "lecturas repetidas de K/V desde HBM."
        ),
    }
