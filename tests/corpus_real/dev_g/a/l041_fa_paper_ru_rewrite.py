# Sources: S31 (rewrite of an already-used source, learner's own words in Russian)


def designOutline():
    return {
        "memoryTraffic": "Слитое ядро: S и P не пишутся в HBM; читаем Q, K, V, пишем O и logsumexp — O(N·d) байт вместо O(N²).",
        "tiling": "Блок Q из 64 строк в shared memory, K/V блоками по 64 строки во внутреннем цикле, d = 64, одна thread block на (блок Q, batch*head).",
        "numericalStability": "Онлайн-softmax: текущий максимум m и сумма l в fp32; при росте максимума аккумулятор домножается на exp(m_old - m_new).",
        "tradeOff": "Компромисса нет: FlashAttention просто быстрее и экономнее по памяти, ничем не платим.",
    }
