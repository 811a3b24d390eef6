# Sources: S12 (paraphrase / learner rewrite in Russian)


def designOutline():
    return {
        "memoryTraffic": "Всё внимание в одном ядре: матрицы S и P не записываются в HBM, живут только в регистрах/SRAM. Из HBM читаем Q, K, V, пишем O и logsumexp на строку.",
        "tiling": "Блок Q по 128 строк держим в shared memory, K и V идут блоками по 64 строки во внутреннем цикле; d = 64; grid = (N/128, batch*heads).",
        "numericalStability": "Онлайн-softmax: для каждой строки храним текущий максимум m и сумму l в fp32, при росте максимума домножаем аккумулятор на exp(m_old - m_new).",
        "tradeOff": "В backward dQ копится атомарными сложениями (atomic add) из разных KV-блоков, а они выполняются в порядке прихода, поэтому градиент dQ не воспроизводим бит в бит от запуска к запуску.",
    }
