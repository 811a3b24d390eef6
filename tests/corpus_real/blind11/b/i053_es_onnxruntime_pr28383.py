# Sources: S03 (reescritura de un aprendiz)

def designOutline():
    return {
        "memoryTraffic": "El camino fusionado (MEA/Flash) lee Q, K y V una vez por bloque y escribe O; la matriz de scores nunca se escribe en memoria global. El camino no fusionado sí la escribe con dos GEMM de cuBLAS.",
        "tiling": "queries_per_block = 64 filas de Q en memoria compartida, claves y valores en bloques de 64, head_dim 128; la memoria compartida escala con queries_per_block x head_dim.",
        "numericalStability": "Máximo de fila y suma acumulados en fp32; al subir el máximo se multiplica el acumulador por exp(m_viejo - m_nuevo) antes de sumar el nuevo bloque.",
        "tradeOff": "Con head_dim = 512 la memoria compartida supera el límite del SM y el lanzamiento falla con cudaErrorInvalidValue; por eso se exige head_size <= 256 y las capas globales de Gemma4 caen al camino no fusionado, más lento.",
    }
