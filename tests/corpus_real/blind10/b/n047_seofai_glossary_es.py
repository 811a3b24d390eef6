# Sources: S47 (paraphrase / español)

def designOutline():
    return {
        "memoryTraffic": "Flash Attention reduce el tiempo y la memoria combinando optimizaciones de kernel, aritmética de precisión reducida y una mejor localidad de datos.",
        "tiling": "Mejor localidad de datos para que el modelo procese secuencias más largas.",
        "numericalStability": "Máximo y suma acumulados por fila en fp32; si un bloque nuevo trae un máximo mayor, la salida y la suma anteriores se multiplican por exp(m_viejo − m_nuevo).",
        "tradeOff": "La retropropagación recalcula la matriz de atención por bloques porque no se guardó: cuesta una multiplicación QK^T extra por bloque.",
    }
