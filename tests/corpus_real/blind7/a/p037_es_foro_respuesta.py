# Sources: S37 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "Es más rápido porque hace menos operaciones (FLOPs) que la atención normal, y además no "
                         "guarda la matriz S en HBM, se queda en SRAM.",
        "tiling": "Cada bloque de hilos toma 64 filas de Q y las deja en memoria compartida; recorre K y V en "
                  "bloques de 64 filas.",
        "numericalStability": "Se guarda el máximo y la suma de cada fila, y cuando llega un máximo mayor se "
                              "corrige lo acumulado multiplicando por exp(m_viejo − m_nuevo).",
        "tradeOff": "En el backward hay que recalcular P porque no se guardó: más cómputo, a cambio de no "
                    "tener una matriz N×N en memoria.",
    }
