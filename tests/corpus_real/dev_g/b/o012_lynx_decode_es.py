# Sources: S10 (paraphrase in Spanish)
def designOutline():
    return {
        "memoryTraffic": "En decode, cada paso lee de HBM toda la caché K/V una sola vez: 2 x S x d_h x 2 bytes por cabeza (fp16). El vector de scores 1 x S y los pesos softmax se quedan en registros y nunca se escriben en HBM; solo se escribe la salida de d_h elementos y el k/v nuevo. Intensidad ~0.5 FLOPs/byte, así que lo que importa son esos bytes de caché.",
        "tiling": "Un bloque de threads por (secuencia, cabeza KV); las filas de K/V se recorren en trozos de 64 posiciones con cp.async en 3 etapas; con GQA las 8 cabezas de consulta que comparten una cabeza KV van en el mismo bloque para leer la caché una vez.",
        "numericalStability": "Máximo y suma acumulados en fp32 a lo largo de los trozos; al subir el máximo se reescala el acumulador por exp(m_viejo - m_nuevo).",
        "tradeOff": "Con batch 1 y S largo solo hay B x H_kv bloques, demasiado pocos para llenar 132 SMs: el ancho de banda queda sin usar (por eso flash-decoding parte la secuencia).",
    }
