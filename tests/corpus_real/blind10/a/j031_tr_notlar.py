# Sources: S22, S18 (learner rewrite, Turkish)
def designOutline():
    return {
        "memoryTraffic": (
            "S ve P matrisleri HBM'e hiç yazılmaz, blok blok SRAM'de hesaplanıp atılır. HBM'den Q, K, V okunur, "
            "sadece O ve her satırın logsumexp değeri yazılır."
        ),
        "tiling": (
            "K ve V'nin tamamı bir kere SRAM'e yüklenir ve orada kalır, Q ise 64 satırlık bloklar halinde gelir; "
            "her Q bloğu için tüm K ile skorlar hesaplanır."
        ),
        "numericalStability": (
            "Online softmax: her satır için çalışan maksimum m ve toplam l fp32'de tutulur; yeni blok daha büyük bir "
            "maksimum getirirse O ve l, exp(m_eski − m_yeni) ile ölçeklenir, en sonda O / l."
        ),
        "tradeOff": (
            "Causal maskede köşegenin üstündeki bloklar atlanır, bu yüzden son Q blokları ilk bloklardan çok daha fazla "
            "iş yapar; bazı SM'ler erken bitip boş bekler (yük dengesizliği)."
        ),
    }
