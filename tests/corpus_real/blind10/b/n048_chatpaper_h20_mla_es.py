# Sources: S48 (paraphrase / español)

def design_outline():
    return {
        "memory_traffic": "Decodificación MLA: la caché KV comprimida se lee de HBM una sola vez por paso; las puntuaciones y probabilidades se quedan en registros/SMEM y no se escriben; solo salen O y el LSE por cabeza.",
        "tiling": "WGMMA exige M ≥ 64, pero con 16 cabezas por GPU una consulta solo llena 16 filas; por eso se agrupan varias consultas/cabezas en el eje M para formar bloques de 64 filas, y la caché KV se recorre en bloques de 64 tokens.",
        "numerical_stability": "Softmax en línea con máximo y suma por fila en fp32; el acumulador se reescala con exp(m_ant − m_nuevo) en cada bloque KV y se divide por la suma al final.",
        "trade_off": "Sin agrupar, el relleno hasta M = 64 deja la utilización por debajo del 25% en la H20 (148 TFLOPS FP16), porque 48 de las 64 filas del WGMMA son relleno.",
    }
