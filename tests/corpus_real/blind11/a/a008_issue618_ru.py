# Sources: S05 (learner rewrite in Russian of an issue asking about the paper)


def designOutline():
    return {
        "memoryTraffic": (
            "S и P никогда не пишутся в HBM. Число обращений к HBM = O(N^2 d^2 / M^2), потому что блоков "
            "(N / (M/4d))^2 и на каждый блок одно чтение."
        ),
        "tiling": (
            "B_c = M/(4d), B_r = min(M/(4d), d). Внешний цикл по блокам K/V, внутренний по блокам Q (как в "
            "FlashAttention-1); Q_i, K_j, V_j, O_i и блок S_ij одновременно лежат в SRAM."
        ),
        "numericalStability": (
            "Онлайн softmax: для каждой строки храним m_i и l_i в регистрах; при новом блоке "
            "m_new = max(m_i, m~_ij), а O_i и l_i умножаем на exp(m_i - m_new) перед добавлением блока."
        ),
        "tradeOff": (
            "Цена: так как внешний цикл идёт по K/V, O_i, l_i и m_i читаются и пишутся в HBM на каждой "
            "итерации внешнего цикла — лишний трафик, которого нет при внешнем цикле по Q."
        ),
    }
