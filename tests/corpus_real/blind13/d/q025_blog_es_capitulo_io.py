# Sources: S25 (*) (paraphrase, rendered in Spanish), S02 (paraphrase)


def designOutline():
    return {
        "memoryTraffic": (
            "La atención estándar escribe S (N×N) en HBM, la vuelve a leer para el softmax, escribe "
            "P y la lee otra vez para multiplicar por V. En mi diseño las tres operaciones van "
            "fusionadas en un solo kernel: S y P nunca se escriben en HBM, sólo existen por "
            "teselas en SRAM/registros. Accesos a HBM: Θ(N²d²/M) frente a Θ(Nd + N²) del estándar, "
            "con M el tamaño de la SRAM; con d = 64 y M ≈ 100 KB, d²/M es mucho menor que 1."
        ),
        "tiling": (
            "A100, d = 64, fp16: Br = 128 filas de Q por bloque de hilos, residentes en memoria "
            "compartida (16 KB); bucle interno sobre K/V en teselas de Bc = 128 filas (16 KB cada "
            "una), 48 KB en total. Grid = (N/128, batch × cabezas), 4 warps."
        ),
        "numericalStability": (
            "Softmax en línea: por fila se guardan el máximo acumulado m y el denominador l en "
            "fp32; cuando llega una tesela con un máximo mayor, la salida parcial y l se "
            "reescalan por e^(m_ant − m_nuevo) antes de sumar la nueva contribución. Se guarda "
            "L = m + log l para el backward."
        ),
        "tradeOff": (
            "Coste: el backward no guarda P y la recomputa por teselas a partir de Q, K y L, lo que "
            "añade un producto QK^T extra por tesela (más FLOPs a cambio de memoria O(N))."
        ),
    }
