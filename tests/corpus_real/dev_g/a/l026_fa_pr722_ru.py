# Sources: S27 (paraphrase / learner rewrite in Russian)


def designOutline():
    return {
        "memoryTraffic": "Одно слитое ядро: S и P не пишутся в HBM, только Q, K, V читаются и O с logsumexp пишутся.",
        "tiling": "...",
        "numericalStability": "Текущий максимум m и сумма l на строку в fp32; при росте m аккумулятор домножается на exp(m_old - m_new).",
        "tradeOff": "TODO",
    }
