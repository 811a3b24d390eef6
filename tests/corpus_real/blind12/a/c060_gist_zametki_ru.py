# Sources: S20 (already-used source; learner rewrite in Russian)


def designOutline():
    return {
        "memoryTraffic": "Ядро объединяет QK^T, softmax и PV; S и P никогда не пишутся в HBM. Читаем Q, K, V, пишем O и logsumexp на каждую строку.",
        "tiling": "Блочная обработка Q и K/V.",
        "numericalStability": "Онлайн-softmax: текущий максимум m и сумма l для каждой строки в fp32; при росте максимума аккумулятор и l умножаются на exp(m_старый − m_новый).",
        "tradeOff": "На sm86 (99 KB shared memory на блок) backward с head_dim > 64 не помещает блоки Q, K, V, dO в shared memory, поэтому PyTorch переключается на медленный math-бэкенд.",
    }
