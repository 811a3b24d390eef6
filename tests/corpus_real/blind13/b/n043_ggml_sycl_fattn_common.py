# Sources: S40 (paraphrase / practitioner rewrite, по-русски)


def designOutline():
    return {
        "memoryTraffic": (
            "Q читается из глобальной памяти один раз, K/V - блоками по FATTN_KQ_STRIDE = 256 "
            "позиций; матрица KQ размера N x N в глобальную память не пишется; пишем только dst "
            "(float) и dst_meta (max, sum) для split-KV."
        ),
        "tiling": (
            "Для контекста до 4096 токенов весь K и V одной головы целиком лежат в SLM, поэтому "
            "внутренний цикл по блокам не нужен: work-group = одна голова, 8 запросов."
        ),
        "numericalStability": (
            "KQ_max инициализируется -HALF_MAX_HALF вместо -INFINITY, чтобы вычитание не давало "
            "NaN; значения ниже SOFTMAX_FTZ_THRESHOLD = -20 обнуляются; аккумулятор VKQ "
            "умножается на exp(KQ_max_old - KQ_max_new) в float."
        ),
        "tradeOff": (
            "Цена: при split-KV нужен отдельный проход-редукция по dst_meta - лишнее ядро и запись "
            "частичных результатов в глобальную память."
        ),
    }
