# Sources: S15 (already-used source; learner rewrite in Russian)


def designOutline():
    return {
        "memoryTraffic": "Матрица внимания S = QK^T и P не записываются в HBM: одно слитое ядро читает Q, K, V блоками в shared memory и сразу умножает P на V. В глобальную память пишем только O и logsumexp по строкам, т.е. O(N·d) вместо O(N²).",
        "tiling": "Для head_dim = 128: блок Q из 128 строк на один thread block, держим его в shared memory всё время; K и V идут блоками по 64 строки во внутреннем цикле (fp16: 32 + 16 + 16 KB). 4 warp'а, каждый берёт 32 строки Q.",
        "numericalStability": "Онлайн softmax: для каждой строки храним текущий максимум m и сумму l в fp32; при новом блоке m_new = max(m, rowmax(S)), аккумулятор O и l умножаются на exp(m − m_new). В конце O /= l.",
        "tradeOff": "Для head_dim = 1024 даже блоки по 32 строки Q, K и V — это 3 × 32 × 1024 × 2 байта = 196 KB, больше, чем 163 KB shared memory на A100, поэтому такой размер просто не помещается; при таком d проще наивное внимание.",
    }
