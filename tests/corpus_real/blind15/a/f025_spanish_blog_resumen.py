# Sources: S01 (paraphrase / learner rewrite), S19 (paraphrase)
# resumen de un blog en español, con mis palabras


def designOutline():
    return {
        "memoryTraffic": "Se fusionan QK^T, softmax y PV en un solo kernel: la matriz de atención A (L×L) nunca se "
                         "escribe en HBM. De la memoria global solo se leen Q, K y V por bloques y se escribe la salida O "
                         "(y el logsumexp de cada fila para el backward).",
        "tiling": "Cada bloque de hilos procesa 128 filas de Q, que se quedan en SRAM junto con el acumulador de O; "
                  "en el bucle interno se cargan bloques de 64 filas de K y V, uno tras otro.",
        "numericalStability": "Softmax en línea: por fila se guardan m_running (máximo) y d_running (denominador) en fp32. "
                              "Con cada bloque nuevo, si el máximo sube, se reescala lo acumulado multiplicando por "
                              "e^(m_old − m_new) antes de sumar el aporte del bloque.",
        "tradeOff": "Coste: en el backward no hay P guardada, así que hay que recalcular S y P bloque a bloque "
                    "(un QK^T extra), a cambio de no guardar la matriz L×L.",
    }
