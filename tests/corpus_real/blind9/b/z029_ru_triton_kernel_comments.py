# Sources: S29 (комментарии к Triton-ядру, пересказ)
def designOutline():
    return {
        "memoryTraffic": "Q-блок загружается один раз, K и V блоками из HBM; S = Q*K^T и p живут только в регистрах. Итоговый результат сохраняем в HBM (глобальную память) один раз после финальной нормировки.",
        "tiling": "BLOCK_M = 64, BLOCK_N = 64, BLOCK_DMIN = d (64 или 128); сетка (cdiv(N, BLOCK_M), B*H). Каузальная маска: полностью замаскированные блоки (где все Key > Query) пропускаются, цикл идёт только до текущего блока Query.",
        "numericalStability": "m_i = -inf, l_i = 0, acc = 0 в fp32; m_next = max(m_i, max(s)); alpha = exp(m_i - m_next); acc = acc * alpha, l = l*alpha + sum(p); в конце acc / l_i.",
        "tradeOff": "p приводим к float16 перед tl.dot(p, v), чтобы второе умножение шло на tensor cores: теряем мантиссу P (ошибка округления fp16), зато скорость; накопитель acc остаётся fp32.",
    }
