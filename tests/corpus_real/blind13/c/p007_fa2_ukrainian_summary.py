# Sources: S02 (paraphrase / learner rewrite, Ukrainian)


def designOutline():
    return {
        "memoryTraffic": (
            "Один злитий кернел: S = QK^T і P ніколи не записуються в HBM, вони існують лише як плитки в "
            "shared memory/регістрах. З HBM читаємо Q, K, V, пишемо тільки O і logsumexp для кожного "
            "рядка — O(N·d) замість O(N²)."
        ),
        "tiling": (
            "Блоки Q по Br = 128 рядків, один thread block на (блок Q, batch·head); блок Q і "
            "fp32-акумулятор O лишаються на чипі. Внутрішній цикл стрімить K і V блоками по Bc = 64 "
            "рядки через shared memory з 2 стадіями конвеєра."
        ),
        "numericalStability": (
            "Онлайн-softmax: для кожного рядка тримаємо поточний максимум m і суму l у fp32; коли m "
            "росте, акумулятор і l множимо на exp(m_старий − m_новий). У кінці ділимо O на l."
        ),
        "tradeOff": "Перерахунок у backward. Складніше реалізувати.",
    }
