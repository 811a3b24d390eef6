# Sources: S46 (paraphrase, Russian engineering blog)
def designOutline():
    return {
        "memoryTraffic": "Матрица внимания N x N никогда не пишется в HBM: ядро читает Q, K, V, пишет O и logsumexp; промежуточные S и P живут в регистрах и shared memory.",
        "tiling": "Для Turing (64 КБ shared memory на блок) BLOCK_M = 64, BLOCK_N = 32, head_dim = 64, num_warps = 4, num_stages = 2; на Ampere и новее блоки больше. Конфигурацию ядра можно вручную настроить под каждую архитектуру.",
        "numericalStability": "Online softmax в fp32: текущий максимум m и сумма l по строке, аккумулятор домножается на exp2(m_old - m_new), деление на l в конце.",
        "tradeOff": "Детерминизм опционален: в backward dQ накапливается atomic add, поэтому результаты отличаются от запуска к запуску; детерминированный режим складывает последовательно и работает медленнее.",
    }
