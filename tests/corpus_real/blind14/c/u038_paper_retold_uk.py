# Sources: S01 (paraphrase / learner rewrite)


def designOutline():
    return {
        "memoryTraffic": (
            "Одне злите ядро: S і P ніколи не записуються в HBM, вони існують тільки в SRAM по блоках. З HBM "
            "читаємо Q, K, V, записуємо O та logsumexp для кожного рядка."
        ),
        "tiling": (
            "Q ділимо на блоки по 64 рядки, один thread block на блок Q і голову, блок лежить у shared memory; "
            "K і V підвантажуємо по 64 рядки у внутрішньому циклі."
        ),
        "numericalStability": (
            "Online softmax: для кожного рядка тримаємо поточний максимум m і суму l у fp32; коли максимум "
            "зростає, старі O і l множимо на exp(m_old − m_new)."
        ),
        "tradeOff": (
            "FlashAttention використовує більше пам'яті, ніж стандартна attention, бо треба зберігати додаткові "
            "статистики m і l для кожного блоку."
        ),
    }
