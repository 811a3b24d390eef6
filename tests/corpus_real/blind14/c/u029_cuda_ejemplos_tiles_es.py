# Sources: S35, S01 (paraphrase / learner rewrite)


def designOutline():
    return {
        "memoryTraffic": (
            "Un solo kernel fusionado; S y P nunca se escriben a HBM, viven en shared memory/registros por tile. "
            "From HBM we read Q, K, V and write only O plus the logsumexp per row."
        ),
        "tiling": (
            "Igual que el ejemplo de matmul con tiles de mi curso: cada thread block carga un tile de Q de "
            "Br = 256 filas y tiles de K y V de Bc = 256 filas a shared memory, con head dim d = 256 en fp16, "
            "y el tile de Q se reusa en todo el loop interno."
        ),
        "numericalStability": (
            "Online softmax: running max m y suma l en fp32 por fila; when m grows, acc y l se reescalan por "
            "exp(m_old − m_new)."
        ),
        "tradeOff": (
            "Recompute en backward: no guardamos P, así que el backward vuelve a calcular QK^T por bloque desde "
            "Q, K y el logsumexp — más FLOPs a cambio de memoria O(N)."
        ),
    }
