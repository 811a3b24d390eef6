# Sources: S15 (paraphrase / learner rewrite, Russian notes)


def designOutline():
    return {
        "memoryTraffic": (
            "Ядро за один проход: для каждого tile_Q загружаем Q из глобальной памяти один раз, потом "
            "по очереди тайлы K и V; матрица S = Q·Kᵀ считается в регистрах и никогда не пишется в "
            "глобальную память, наружу пишется только tile_O."
        ),
        "tiling": (
            "Тайл Q — 64 строки на блок из 4 варпов (по 16 строк на варп), тайлы K/V по 64 строки, "
            "head_dim = 128, BF16. Q: 16 КБ, K и V по 16 КБ; с двойной буферизацией K/V (2 стадии) "
            "выходит 16 + 2·32 = 80 КБ shared memory. Загрузка через cp.async 128-битными "
            "транзакциями, в регистры — через ldmatrix."
        ),
        "numericalStability": (
            "Online softmax: m = max(m_prev, m_curr); d = d_prev·exp(m_prev − m) + Σexp(S − m); "
            "накопитель O домножается на exp(m_prev − m) перед добавлением exp(S − m)·V. "
            "Аккумуляторы в FP32, вход BF16."
        ),
        "tradeOff": (
            "Без swizzle у K и V фрагменты 8×8 для ldmatrix попадают в одни и те же банки shared "
            "memory — bank conflicts, поэтому v1 даёт только 68% SOL; swizzle поднял до 86%. Минус: "
            "код завязан на cp.async/ldmatrix (sm80+), на старых GPU этот путь не работает."
        ),
    }
