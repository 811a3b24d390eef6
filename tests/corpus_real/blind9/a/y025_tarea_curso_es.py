# Sources: S04, B1 (paraphrase / learner rewrite, Spanish)
def designOutline():
    return {
        "memoryTraffic": "FlashAttention es más rápido porque hace menos FLOPs que la atención estándar: al calcular "
                         "por bloques solo se calculan los productos necesarios y la matriz N×N no se guarda.",
        "tiling": "Cada bloque de hilos toma un bloque de Q de 128 filas y lo deja en memoria compartida; los bloques "
                  "de K y V de 64 filas se cargan uno tras otro en el bucle interno. Con d = 64 y fp16: 16 KB + 2 × 8 KB.",
        "numericalStability": "Softmax en línea: por fila se guarda el máximo acumulado m y la suma l; cuando llega un "
                              "bloque con un máximo mayor, la salida parcial y l se reescalan con exp(m_viejo − m_nuevo). "
                              "Acumuladores en fp32.",
        "tradeOff": "En el backward hay que recalcular S y P bloque por bloque porque P no se guardó, lo que añade "
                    "FLOPs extra.",
    }
