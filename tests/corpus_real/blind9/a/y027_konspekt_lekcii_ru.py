# Sources: S17, S23, B1 (paraphrase / learner rewrite, Russian)
def designOutline():
    return {
        "memoryTraffic": "Матрица S = QKᵀ и P = softmax(S) никогда не записываются в HBM: блок S считается в SRAM, "
                         "сразу умножается на V и выбрасывается. Из HBM читаются Q, K, V, записываются только O и "
                         "logsumexp по строкам — O(N) памяти вместо O(N²).",
        "tiling": "Внешний цикл по блокам Q (Br = 64 строки, блок остаётся в shared memory вместе с аккумулятором O "
                  "в регистрах), внутренний — по блокам K/V (Bc = 64 строки), d = 64. Один thread block на "
                  "(блок Q, batch·head). Для causal блоки выше диагонали пропускаются.",
        "numericalStability": "Онлайн-softmax: для каждой строки храним текущий максимум m и сумму l в fp32. "
                              "m_new = max(m, rowmax(S_blk)); аккумулятор и l умножаем на exp(m − m_new), "
                              "потом прибавляем exp(S_blk − m_new)·V_blk. В конце делим на l.",
        "tradeOff": "Из-за causal-маски разные блоки Q обрабатывают разное число блоков K/V, поэтому нагрузка на SM "
                    "неравномерна и часть SM простаивает в конце.",
    }
