# Sources: S04 (rewrite of an already-used source, learner's own words in Spanish)


def designOutline():
    return {
        "memoryTraffic": "S y P no salen nunca del chip: un kernel fusionado lee Q, K, V desde HBM y escribe sólo O y el logsumexp por fila.",
        "tiling": "Elegimos bloques que funcionen bien en la GPU para aprovechar la SRAM.",
        "numericalStability": "Softmax online: máximo m y suma l por fila en fp32, reescalando el acumulador por exp(m_viejo - m_nuevo) cuando el máximo crece.",
        "tradeOff": "Con head_dim = 256 un bloque de Q, K, V no cabe en los 163 KB de SRAM por SM del A100 salvo que lo hagamos muy pequeño, y con bloques tan pequeños K/V se releen muchas más veces y el kernel acaba más lento que con d = 128.",
    }
