# Sources: S11 (paraphrase / learner rewrite, Spanish)


def designOutline():
    return {
        "memoryTraffic": "Núcleo fusionado: la matriz de puntuaciones S y la P nunca se escriben en "
                         "HBM; solo se leen Q, K, V y se escribe O más el logsumexp de cada fila.",
        "tiling": "Cada CTA toma un bloque de 128 filas de Q y recorre K/V en bloques de 128 filas "
                  "con d = 128; dos bloques de Q por CTA alternan (ping-pong) para que el softmax de "
                  "uno se solape con la multiplicación del otro.",
        "numericalStability": "Softmax en línea con máximo y suma por fila en fp32, exponenciales en "
                              "base 2 (exp2) con la escala log2(e)/sqrt(d) ya aplicada, y reescalado "
                              "del acumulador cuando el máximo crece.",
        "tradeOff": "En Blackwell los tensor cores duplican su rendimiento pero la unidad de "
                    "exponenciales y la memoria compartida no crecen igual, así que el softmax pasa a "
                    "ser el cuello de botella: los tensor cores esperan. Para compensarlo hay que "
                    "emular parte de los exp2 con polinomios en las unidades FMA, a costa de más "
                    "instrucciones y de un núcleo que solo rinde en esa generación de GPU.",
    }
