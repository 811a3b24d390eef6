# Sources: S27 (paraphrase / learner rewrite)


def designOutline():
    return {
        "memoryTraffic": {
            "mecanismo": "fusionar QK^T, la softmax en línea y la acumulación con V en un solo kernel de GPU",
            "decision": "la matriz A de L x L nunca se escribe en la memoria global (HBM): cada bloque de "
                        "puntajes vive en SRAM y se descarta apenas se multiplica por V_i; solo se leen Q, K, V "
                        "y se escribe O más un escalar (logsumexp) por fila",
        },
        "tiling": {
            "mecanismo": "recorrer K y V por teselas",
            "decision": "cada programa toma 128 filas de Q y las deja en SRAM todo el tiempo; adentro recorre "
                        "K_i, V_i en teselas de 64 filas. Con d = 128 en fp16 son 32 KB de Q y 16 KB por "
                        "tesela de K y de V, 64 KB en total",
        },
        "numericalStability": {
            "mecanismo": "tres estadísticas por fila: m_running, d_running y o_running",
            "decision": "en cada bloque se actualiza m_running con el máximo local y se reescala lo anterior "
                        "(d_running y o_running) por e^(m_old - m_new) antes de sumar el aporte nuevo; todo "
                        "se acumula en fp32",
        },
        "tradeOff": {
            "costo": "más trabajo en el backward",
            "causa": "como A no se guarda, el backward tiene que volver a calcular cada bloque de QK^T y de "
                     "la softmax desde Q, K y el logsumexp guardado: FLOPs extra a cambio de no leer una "
                     "matriz de L x L",
        },
    }
