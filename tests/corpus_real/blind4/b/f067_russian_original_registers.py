# Sources: S07 (Russian original learner notes)
def designOutline():
    return {
        "memoryTraffic": "Матрицы S и P не выходят из SRAM/регистров; из HBM читаются Q, K, V, в HBM пишутся только O и logsumexp по строкам.",
        "tiling": "Блок Q = 128 строк на рабочую группу, K/V по 32 строки в LDS, head_dim = 128; Q держится всё время, K/V подгружаются по очереди.",
        "numericalStability": "m, l по строкам в fp32; O *= exp(m_old − m_new) при каждом новом блоке, в конце O /= l.",
        "tradeOff": "Минус: регистровое давление — аккумулятор O 128×128 в fp32 занимает 64 КБ регистров на рабочую группу, поэтому occupancy падает.",
    }
