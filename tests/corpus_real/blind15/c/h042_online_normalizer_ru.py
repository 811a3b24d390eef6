# Sources: S39, S17 (paraphrase / learner rewrite, Russian)


def designOutline():
    return {
        "memoryTraffic": "Матрица S не записывается в HBM: каждый блок S считается в SRAM и сразу умножается на V; в HBM уходит только O.",
        "tiling": "Q режем на блоки по 64 строки (один блок на thread block, лежит в shared memory), K и V — на блоки по 64 строки во внутреннем цикле; d = 64, fp16 — 8 КБ на блок.",
        "numericalStability": "Каждый блок нормируем отдельно: вычитаем максимум блока, делим на сумму блока, и результаты блоков просто складываем — ничего пересчитывать не надо.",
        "tradeOff": "Минус: occupancy.",
    }
