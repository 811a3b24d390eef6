# Sources: S02 (apuntes de estudiante, paraphrase, es)
def designOutline():
    return {
        "memoryTraffic": (
            "FlashDecoding++ es más rápido porque hace menos operaciones (menos FLOPs): ya no hay que "
            "recalcular el máximo de cada bloque ni sincronizar los splits."
        ),
        "tiling": (
            "Split-K: grid (B, H_kv, NUM_SPLITS); cada programa toma un trozo de la caché KV y lo recorre "
            "en bloques de BLOCK_N = 64 claves, con las BLOCK_G cabezas del grupo GQA como filas."
        ),
        "numericalStability": (
            "Se usa un máximo unificado φ elegido con estadísticas del modelo: todos los splits restan el "
            "mismo φ antes de exp, así no hay reescalado; si algún qk - φ sale del rango seguro, se "
            "descarta ese resultado y se recalcula la fila con el máximo real (fallback)."
        ),
        "tradeOff": (
            "Coste: si φ está mal elegido para un modelo, muchas filas caen en el fallback y hay que volver "
            "a leer toda la K y V de esa fila, o sea el doble de lecturas de HBM."
        ),
    }
