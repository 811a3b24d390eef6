# Sources: S07 (paraphrase / learner rewrite), S01
# Respuesta del cuestionario de la fase de atención moderna (en mis palabras)


def designOutline():
    return {
        "memoryTraffic": (
            "La matriz de logits S (N×N) y P nunca se materializan en HBM: cada tile S_ij de "
            "tamaño Br×Bc vive en SRAM y se descarta después de multiplicarlo por V_j. "
            "A HBM solo van Q, K, V (lectura) y O más el logsumexp por fila (escritura)."
        ),
        "tiling": (
            "Bucle externo sobre bloques de Q de 128 filas (uno por bloque de hilos, se queda en SRAM); "
            "bucle interno que recorre K y V en bloques de 64 filas cargados a memoria compartida."
        ),
        "numericalStability": (
            "Softmax online: por fila guardo el máximo acumulado m_i y la suma l_i. Cuando un bloque "
            "trae un máximo mayor, reescalo el acumulador y l_i por exp(m_viejo - m_nuevo). Es una "
            "identidad algebraica, no una aproximación: el resultado es el mismo salvo redondeo."
        ),
        "tradeOff": (
            "Coste: en el backward hay que recomputar S_ij y P_ij a partir de Q, K y el logsumexp "
            "porque P no se guardó, lo que añade una multiplicación QK^T extra por bloque."
        ),
    }
