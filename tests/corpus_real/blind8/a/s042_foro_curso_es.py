# Sources: S01, S32 (paraphrase / learner rewrite)
# Post en el foro del curso (semana 6)


def designOutline():
    return {
        "memoryTraffic": (
            "La clave es el softmax online: por cada fila se guarda el máximo corriente y la suma de "
            "exponenciales, y cuando llega un bloque con un máximo mayor se reescala lo acumulado por "
            "exp(m_viejo - m_nuevo), así no hace falta tener la fila completa."
        ),
        "tiling": (
            "Bloques de Q de 64 filas por bloque de hilos (Q se queda en memoria compartida), y el bucle "
            "interno recorre K y V en bloques de 64 filas; grid = (N/64, batch*cabezas)."
        ),
        "numericalStability": (
            "Se resta el máximo corriente antes de cada exp, así el argumento es siempre <= 0 y no hay overflow "
            "en fp16; m y l se guardan en fp32 y la salida se divide por l al final."
        ),
        "tradeOff": (
            "Con head dim 256 los bloques de 64 filas de Q, K y V ocupan 32 KB cada uno en fp16, así que caben "
            "menos bloques por SM y baja la ocupación, o hay que reducir los bloques a 32 filas."
        ),
    }
