# Sources: S37 (paraphrase / learner rewrite), S38 (paraphrase)
def designOutline():
    return {
        "memoryTraffic": "Un solo kernel fusiona QK^T, softmax y PV. Las matrices S y P (N×N) nunca se escriben en "
                         "HBM: cada bloque vive en SRAM/registros y se descarta. Lecturas: Q una vez, K y V una vez "
                         "por bloque de Q; escrituras: O y un logsumexp por fila en fp32.",
        "tiling": "Bloques de Br = 128 filas de Q, uno por bloque de hilos (grid = N/128 × batch·cabezas); K y V en "
                  "bloques de Bc = 64 filas que pasan por memoria compartida con 2 etapas de pipeline. Con d = 64 "
                  "y fp16: 16 KB de Q + 2·(8 + 8) KB = 48 KB.",
        "numericalStability": "Softmax en línea: por fila, máximo m y suma l en fp32. Para cada bloque, "
                              "m_nuevo = max(m, max(S_blk)); el acumulador y l se reescalan por exp(m − m_nuevo) "
                              "antes de sumar exp(S_blk − m_nuevo)·V_blk. Al final O = acc / l.",
        "tradeOff": "Con máscara causal, los bloques de Q del final tienen muchos más bloques de K/V que procesar que "
                    "los del principio: carga desbalanceada, algunos SM terminan antes y quedan ociosos.",
    }
