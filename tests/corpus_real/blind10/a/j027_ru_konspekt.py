# Sources: S22, S12 (learner rewrite, Russian)
def designOutline():
    return {
        "memoryTraffic": (
            "Матрицы S и P (N×N) не пишутся в HBM: они живут в shared memory/регистрах по блокам. Из HBM читаем "
            "Q, K, V, пишем только O и logsumexp по строкам."
        ),
        "tiling": (
            "Блоки по 64 строки Q и по 64 строки K/V. Блок Q остаётся в shared memory на всё время работы "
            "thread block, блоки K/V подгружаются во внутреннем цикле; сетка (N/64, batch*heads)."
        ),
        "numericalStability": "Онлайн-softmax.",
        "tradeOff": (
            "Пересчёт S в обратном проходе: лишнее QK^T на каждый блок, зато не храним матрицу P размера N×N."
        ),
    }
