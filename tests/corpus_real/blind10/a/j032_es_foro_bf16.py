# Sources: S09, S20 (learner rewrite, Spanish forum answer)
def designOutline():
    return {
        "memoryTraffic": (
            "Todo en un kernel: S y P no salen nunca a la HBM, se calculan por bloques en memoria compartida. "
            "Se leen Q, K, V y se escribe O más el logsumexp por fila."
        ),
        "tiling": (
            "Br = 128 filas de Q por bloque de hilos (fijas en memoria compartida), Bc = 64 filas de K/V en el lazo "
            "interno, d = 64: 16 KB + 8 KB + 8 KB. Grid (N/128, batch*cabezas), 4 warps."
        ),
        "numericalStability": (
            "En bf16 no hace falta restar el máximo, porque bf16 tiene el mismo rango de exponente que fp32 y no hay "
            "overflow; se hace exp(S) directo, se acumula la suma l en fp32 y al final O / l."
        ),
        "tradeOff": (
            "El backward recalcula S y P por bloques desde Q, K y el logsumexp porque P no se guarda: un QK^T extra por bloque."
        ),
    }
