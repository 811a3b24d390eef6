# Sources: S55 (Spanish, practitioner rewrite)
def designOutline():
    return {
        "memoryTraffic": (
            "Con unpadding los tokens se empaquetan después del embedding y FlashAttention lee de "
            "HBM solo los tokens reales (cu_seqlens), nunca los de padding; la matriz de scores no "
            "se escribe en HBM, solo la salida."
        ),
        "tiling": (
            "flash_attn_varlen_func: un bloque de hilos por (bloque de 128 queries, cabeza, "
            "secuencia); cada bloque saca inicio y fin de cu_seqlens; K/V en bloques de 64 filas por "
            "memoria compartida."
        ),
        "numericalStability": (
            "Dentro del kernel: máximo y suma por fila en fp32, el acumulador se reescala con "
            "exp(m_viejo - m_nuevo) cuando llega un bloque con un score mayor; al final se divide "
            "por la suma."
        ),
        "tradeOff": (
            "El unpad/pad añade dos kernels de gather/scatter por paso y los rotary embeddings tienen "
            "que trabajar sobre tensores empaquetados; por eso la velocidad salió mixta en el "
            "profiler, aunque el batch máximo sin OOM subió."
        ),
    }
