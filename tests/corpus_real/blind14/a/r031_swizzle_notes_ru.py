# Sources: S15 (paraphrase / learner rewrite, Russian lab notes)


def designOutline():
    return {
        "memoryTraffic": (
            "Загружаем тайл Q один раз, тайлы K и V по очереди; S и P живут только в регистрах, в "
            "глобальную память пишется только O."
        ),
        "tiling": (
            "BLOCK_Q = 128 строк на CTA из 8 варпов, BLOCK_KV = 64, head_dim = 64; K и V лежат в "
            "shared memory со swizzle, чтобы ldmatrix читал фрагменты 8×8 без конфликтов банков; "
            "2 стадии cp.async."
        ),
        "numericalStability": (
            "Софтмакс делаем численно стабильным стандартным способом, чтобы не было переполнения."
        ),
        "tradeOff": (
            "Двухстадийный конвейер требует двух буферов K/V, то есть вдвое больше shared memory под "
            "K/V; при head_dim = 256 это уже не влезает, и приходится уменьшать BLOCK_KV."
        ),
    }
