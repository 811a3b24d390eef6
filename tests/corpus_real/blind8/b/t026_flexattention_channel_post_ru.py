# Sources: S34 (excerpt + paraphrase, ru)
def designOutline():
    return {
        "memoryTraffic": "Работает на базе компилятора — автоматически оптимизирует вычисления.",
        "tiling": (
            "BlockMask с блоками 128×128: полностью замаскированные KV-блоки пропускаются, "
            "частично замаскированные считаются с mask_mod."
        ),
        "numericalStability": (
            "score_mod применяется к логитам до softmax, дальше online softmax с бегущим максимумом "
            "и суммой в fp32, старый аккумулятор масштабируется на exp(m_old - m_new)."
        ),
        "tradeOff": (
            "Производительность на уровне кастомных ядер (hand-written kernels), без CUDA/C++ — всё на "
            "чистом PyTorch."
        ),
    }
