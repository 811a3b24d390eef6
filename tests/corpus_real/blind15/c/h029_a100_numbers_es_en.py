# Sources: S34, S18 (paraphrase / learner rewrite, Spanish-English code-switch)


def designOutline():
    return {
        "memory_traffic": "Kernel único (fused): S y P viven solo en registers/SRAM. HBM reads: Q una vez, K y V una vez por cada bloque de queries; HBM writes: O y el logsumexp por fila en fp32. Nada de N×N en HBM.",
        "tiling": {
            "mechanism": "Q en bloques de BLOCK_M = 128 filas, uno por programa; K/V en bloques de BLOCK_N = 64 con 2 stages de pipeline",
            "decision": "head_dim = 128, fp16: Q 32 KB + 2 × (16 + 16) KB = 96 KB de shared memory, cabe en los ~164 KB de la A100; 8 warps por programa; grid = (N/128, batch·heads)",
        },
        "numerical_stability": "Online softmax en fp32: m_i y l_i por fila; m_new = max(m_i, rowmax(S_blk)); acc *= exp(m_i − m_new); acc += exp(S_blk − m_new) @ V_blk. Filas totalmente enmascaradas: m = −inf, se fuerza la salida a 0 para no tener NaN.",
        "tradeoffs": "Si subo BLOCK_M a 256 con head_dim 128, el acumulador fp32 (256×128×4 = 128 KB) ya no cabe en registros: hay spills a local memory y baja la occupancy.",
    }
