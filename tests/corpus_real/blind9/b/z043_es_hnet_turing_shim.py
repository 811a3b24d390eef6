# Sources: S43 (docstring en español, paráfrasis)
def designOutline():
    return {
        "memoryTraffic": "FlashAttention es una optimización de memoria, no una matemática distinta: nunca materializa la matriz QK^T completa en la memoria global; lee Q, K, V y escribe solo la salida, así la memoria es O(L) en la longitud de secuencia.",
        "tiling": "Hace tiling de la atención en SRAM.",
        "numericalStability": "La capa en torch puro calcula la misma función: softmax(QK^T / sqrt(d)) restando el máximo de cada fila antes del exp, en fp32, y luego multiplica por V.",
        "tradeOff": "FlashAttention no se puede instalar en la RTX 2070 (Turing, sm_75): los kernels usan instrucciones mma/cp.async de Ampere y hay que compilarlos con nvcc, así que usamos la capa equivalente en torch, más lenta y con la matriz completa en memoria.",
    }
