# Sources: S15 (paraphrase, Spanish)
def designOutline():
    return {
        "memoryTraffic": "Respuesta: el kernel fusionado nunca escribe la matriz de atención L×L en la memoria global; lee Q, K y V por teselas y escribe solo O.",
        "tiling": "Teselas de Q de 128 filas por bloque de hilos, residentes en memoria compartida; K y V en teselas de 64 filas en el bucle interno; 4 warps.",
        "numericalStability": "m_running y d_running por fila en fp32; con cada tesela, o_running y d_running se multiplican por "
                              "e^(m_old − m_new) antes de sumar la nueva contribución.",
        "tradeOff": "Desventaja: la ocupación.",
    }
