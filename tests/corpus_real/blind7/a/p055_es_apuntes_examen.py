# Sources: S36 (paraphrase), S37 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "S y P no se escriben nunca en HBM; se leen Q, K, V por bloques y se escribe O y el "
                         "logsumexp por fila.",
        "tiling": "Br = 64 filas de Q por bloque de hilos, en memoria compartida; Bc = 64 filas de K/V por "
                  "iteración del bucle interno.",
        "numericalStability": "máximo y suma acumulados por fila en fp32; reescalado por exp(m_viejo − m_nuevo) "
                              "cuando sube el máximo.",
        "tradeOff": "Usa más memoria que la atención estándar porque además de O tiene que guardar m y l para "
                    "cada fila.",
    }
