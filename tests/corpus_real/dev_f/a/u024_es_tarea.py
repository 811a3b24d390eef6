# Sources: S03, S10 (paraphrase / learner rewrite, español)
# Tarea 3 — diseño de FlashAttention


def designOutline():
    return {
        "memoryTraffic": (
            "FlashAttention es más rápido porque hace menos FLOPs: como nunca calcula la matriz N×N completa, "
            "el número de operaciones baja de O(N²d) a O(Nd)."
        ),
        "tiling": (
            "Bloques de Q de 128 filas, uno por bloque de hilos, que se quedan en memoria compartida; K y V se "
            "cargan en bloques de 64 filas en el bucle interno."
        ),
        "numericalStability": (
            "Softmax en línea: para cada fila se guarda el máximo acumulado m y la suma l en fp32; si llega un "
            "bloque con un máximo mayor, la salida parcial y l se multiplican por exp(m_viejo − m_nuevo)."
        ),
        "tradeOff": (
            "En el backward hay que volver a calcular S = QKᵀ bloque a bloque porque P no se guardó: "
            "unas 2,5 veces los FLOPs del forward."
        ),
    }
