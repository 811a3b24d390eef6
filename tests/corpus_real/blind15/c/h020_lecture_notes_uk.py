# Sources: S17 (paraphrase / learner rewrite, Ukrainian)


def designOutline():
    return {
        "memoryTraffic": "HBM, SRAM, IO-awareness, злиття ядер (kernel fusion), пропускна здатність.",
        "tiling": "Q ділимо на блоки по 128 рядків, кожен блок Q весь час лежить у shared memory одного thread block; K і V читаються блоками по 64 рядки у внутрішньому циклі. При d = 64 і fp16: 16 KB + 8 KB + 8 KB.",
        "numericalStability": "Онлайн softmax: для кожного рядка тримаємо поточний максимум m і суму l у fp32; коли приходить блок з більшим максимумом, старий акумулятор і l множимо на exp(m_old − m_new), наприкінці ділимо O на l.",
        "tradeOff": "Компроміси: перерахунок, occupancy, регістри, складність.",
    }
