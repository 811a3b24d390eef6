# Sources: S04, S01 (paraphrase; Spanish learner notes)
def designOutline():
    return {
        "memoryTraffic": "La matriz de atención N x N nunca se escribe en HBM: de HBM solo se leen los bloques de Q, K y V y se escribe la salida O (más el logsumexp por fila para el backward).",
        "tiling": "Bloques de Q de 128 filas en memoria compartida, un bloque de hilos por bloque de Q; el bucle interno recorre los bloques de K y V de 64 filas.",
        "numericalStability": "Softmax en línea: para cada fila se guarda el máximo acumulado y el denominador; cuando llega un máximo mayor se reescala lo anterior con exp(m_viejo - m_nuevo). Todo se acumula en fp32.",
        "tradeOff": "Ojo: no es gratis. Con head_dim = 256 los bloques de K y V ya no caben en la memoria compartida, y hay que bajar a bloques de 64 o menos, lo que reduce la reutilización.",
    }
