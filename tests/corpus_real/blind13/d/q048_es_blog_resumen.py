# Sources: S25 (*) (paraphrase, rendered in Spanish), S32 (*) (paraphrase)


def designOutline():
    return {
        "memoryTraffic": (
            "Kernel fusionado: QK^T, softmax y PV en un solo kernel; S y P nunca se escriben en "
            "HBM, sólo se leen Q, K, V y se escriben O y el logsumexp por fila."
        ),
        "tiling": (
            "H100, d = 128, bf16: Br = 128 filas de Q residentes en memoria compartida (32 KB), "
            "K/V en teselas de Bc = 64 filas (16 KB cada una) con 2 etapas: 32 + 2×32 = 96 KB. "
            "Grid = (N/128, batch × cabezas)."
        ),
        "numericalStability": (
            "Máximo m y suma l corrientes por fila en fp32; el acumulador se reescala con "
            "exp(m_ant − m_nuevo) cada vez que crece el máximo; al final O/l."
        ),
        "tradeOff": (
            "Desventaja: es más difícil de implementar y puede que no funcione igual de bien en "
            "todas las GPUs."
        ),
    }
