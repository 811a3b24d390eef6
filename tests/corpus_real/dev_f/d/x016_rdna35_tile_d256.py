# Sources: S17 (reescritura de estudiante en español)
def designOutline():
    return {
        "memoryTraffic": (
            "La memoria: subimos la ocupación de 3 a 4 bloques por CU para esconder mejor la latencia en el "
            "gfx1151."
        ),
        "tiling": (
            "Kernel 'tile' de llama.cpp en RDNA3.5 (Radeon 8060S), D = 256, ncols = 32: cada bloque lleva 32 "
            "filas de Q (32 x 256 x 2 B = 16 KiB en LDS) y recorre la caché KV. K se carga por trozos de "
            "nbatch_K = 64 de las 256 columnas de la cabeza (antes 128), 32 filas de KV por trozo: 32 x 64 x 2 B "
            "= 4 KiB por trozo. Con el trozo más pequeño caben 4 bloques por CU en vez de 3. Solo cambia esa fila "
            "de la tabla; el resto de RDNA usa la tabla común."
        ),
        "numericalStability": (
            "softmax en línea: máximo y suma acumulados por fila en fp32; cuando llega un máximo nuevo se "
            "reescala lo acumulado por exp(m_viejo - m_nuevo); al final se divide por la suma."
        ),
        "tradeOff": (
            "Con nbatch_K = 64 hacen falta 4 cargas de K por fila de KV en lugar de 2, con una barrera cada vez; "
            "por eso la ganancia es pequeña (+2,7 % en pp128) y en pp1024/tg128 está dentro del ruido."
        ),
    }
