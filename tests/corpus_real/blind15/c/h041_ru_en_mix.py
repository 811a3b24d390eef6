# Sources: S17 (paraphrase / learner rewrite, Russian-English code-switch)


def designOutline():
    return {
        "memoryTraffic": "TODO: дописать про HBM",
        "tiling": "Q tile = 64 rows в shared memory на весь цикл, K/V tiles по 64 rows стримим во внутреннем loop; d = 128, fp16: 16 KB + 16 KB + 16 KB.",
        "numericalStability": "running max m и running sum l в fp32; когда m растёт, accumulator и l умножаем на exp(m_old − m_new), в конце делим на l.",
        "tradeOff": "Минус: backward пересчитывает S = QKᵀ, потому что P не сохраняли — лишний matmul на каждый tile.",
    }
