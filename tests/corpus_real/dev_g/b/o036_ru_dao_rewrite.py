# Sources: S01 (learner rewrite in Russian)
def designOutline():
    return {
        "memoryTraffic": "Матрицы S и P размера N x N никогда не записываются в HBM: одно ядро считает QK^T, softmax и PV, плитка S живёт только в регистрах. Из HBM читаются Q, K, V, в HBM пишутся O и logsumexp по строкам. Число обращений к HBM Θ(N²d²/M) вместо Θ(Nd + N²).",
        "tiling": "Блоки Q по 128 строк лежат в shared memory весь цикл, блоки K/V по 64 строки (d = 64) подгружаются во внутреннем цикле; один блок потоков на (блок Q, голова).",
        "numericalStability": "Онлайн-softmax: текущий максимум m и сумма l по строке в fp32; при росте максимума аккумулятор и l умножаются на exp(m_старый - m_новый).",
        "tradeOff": "Перевычисление.",
    }
