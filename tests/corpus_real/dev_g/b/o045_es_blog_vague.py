# Sources: S10 (learner rewrite in Spanish)
def designOutline():
    return {
        "memoryTraffic": "FlashAttention es consciente de la IO, por eso es tan rápida: aprovecha la jerarquía de memoria de la GPU.",
        "tiling": "Bloques de Q de 64 filas residentes en memoria compartida y bloques de K/V de 64 filas en el bucle interno (d = 64); un bloque de threads por bloque de Q y cabeza.",
        "numericalStability": "Con bf16 no hace falta restar el máximo, tiene el mismo rango que fp32 y los scores nunca desbordan.",
        "tradeOff": "En el backward hay que recalcular S y P por bloques porque P no se guardó: más FLOPs.",
    }
