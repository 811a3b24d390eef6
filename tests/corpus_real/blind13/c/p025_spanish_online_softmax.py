# Sources: S04, S01 (paraphrase / learner rewrite, Spanish)


def designOutline():
    return {
        "memoryTraffic": (
            "Un único kernel fusionado calcula QK^T, el softmax y PV, así que las matrices S y P de N×N "
            "nunca se escriben en HBM: cada tesela vive en SRAM/registros y se descarta tras multiplicarla "
            "por V. Se leen Q, K y V de HBM y sólo se escriben O y un logsumexp por fila."
        ),
        "tiling": (
            "Q se divide en bloques de Br = 128 filas; cada thread block se queda con un bloque de Q y su "
            "acumulador en memoria compartida durante todo el kernel. El bucle interno trae K y V en bloques "
            "de Bc = 64 filas. Con d = 64 en fp16: 16 KB + 8 KB + 8 KB = 32 KB."
        ),
        "numericalStability": (
            "Softmax en línea: por fila se mantienen el máximo acumulado m y el denominador acumulado d en "
            "fp32. En cada bloque, m_nuevo = max(m, max(x_i)); la contribución anterior se reescala con "
            "e^(m_viejo − m_nuevo) y luego se suman los nuevos términos."
        ),
        "tradeOff": (
            "El coste: en el backward no tenemos P guardada, así que hay que recalcular S y P bloque por "
            "bloque a partir de Q, K y el logsumexp; es una multiplicación QK^T extra por bloque."
        ),
    }
