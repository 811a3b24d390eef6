# Sources: S02 (paraphrase / learner rewrite, Turkish-English code-switched)


def designOutline():
    return {
        "memoryTraffic": (
            "One fused kernel: S ve P HBM'e yazılmıyor, sadece SRAM'de tile tile duruyor; Q, K, V okunuyor, "
            "O ve logsumexp yazılıyor."
        ),
        "tiling": "TODO (blok boyutlarına sonra karar vereceğim)",
        "numericalStability": (
            "Online softmax — satır başına running max m ve running sum l fp32'de; max büyürse eski acc ve "
            "l exp(m_old − m_new) ile çarpılıyor."
        ),
        "tradeOff": (
            "Cost: causal mask'te son Q blokları çok daha fazla K/V bloğu işliyor, ilk bloklar erken "
            "bitiyor → load imbalance, bazı SM'ler boşta."
        ),
    }
