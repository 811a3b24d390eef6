# Sources: S15, S21 (learner rewrite, Spanish)


def designOutline():
    return {
        'memoryTraffic': (
            'Un solo kernel fusiona QK^T, softmax y PV: la matriz S de N×N nunca se escribe en '
            'HBM, vive por teselas en SRAM/registros. Desde HBM se leen Q, K y V y se escriben O '
            'y el logsumexp de cada fila.'
        ),
        'tiling': (
            'Bloques de Q de 128 filas (uno por bloque de hilos, residentes en memoria '
            'compartida) y bloques de K/V de 64 filas que se recorren en el bucle interno; d = 64 '
            '→ 16 KB + 8 KB + 8 KB. Grid = (N/128, batch·cabezas).'
        ),
        'numericalStability': (
            'Softmax en línea: por fila se guardan m (máximo acumulado) y d (denominador) en '
            'fp32; cuando llega un máximo mayor se reescalan d y la salida acumulada por '
            'e^(m_viejo − m_nuevo).'
        ),
        'tradeOff': (
            'En decodificación (1 query) se parte K/V en 8 trozos para llenar la GPU, pero cada '
            'trozo escribe una O parcial y su lse en HBM (8·d floats por cabeza) y hace falta un '
            'kernel extra de reducción para combinarlos.'
        ),
    }
