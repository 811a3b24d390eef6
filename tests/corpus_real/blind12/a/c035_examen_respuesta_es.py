# Sources: S03 (already-used source; learner rewrite in Spanish)


def designOutline():
    return {
        "memoryTraffic": "Pregunta 2a: el kernel fusionado nunca escribe S ni P en la HBM; cada bloque S_j = Q·K_j^T se calcula en SRAM, se multiplica por V_j y se descarta. Tráfico HBM: leer Q, K, V y escribir O, O(N·d) en vez de O(N²).",
        "tiling": "2b: bloques de Q de 64 filas, uno por bloque de hilos y residentes en SRAM; bloques K_j, V_j de 64 filas recorridos en el bucle interno; d_k = 64.",
        "numericalStability": "2c: primero hay que hacer una pasada por todos los bloques K_j para obtener el máximo exacto de cada fila, porque con un máximo parcial el resultado sería incorrecto; en la segunda pasada se calcula exp(S_j − m) con ese máximo y se acumula con V_j.",
        "tradeOff": "2d: en el backward P no está guardada, así que se recalcula S_j = Q·K_j^T por bloque a partir del logsumexp: una matmul extra por bloque.",
    }
