# Sources: S05 (rewrite of an already-used source, learner's own words in Turkish)


def designOutline():
    return {
        "memoryTraffic": "Birleşik kernel: S ve P HBM'e yazılmıyor; sadece Q, K, V okunuyor, O ve logsumexp yazılıyor.",
        "tiling": "BLOCK_M = 128, BLOCK_N = 64, D_HEAD = 64; her program bir Q bloğunu SLM'de tutuyor, K/V iç döngüde akıyor.",
        "numericalStability": "Satır başına fp32 çalışan maksimum ve toplam; maksimum artınca akümülatör exp(m_eski - m_yeni) ile ölçekleniyor.",
        "tradeOff": "yeniden hesaplama, register baskısı, occupancy, spill",
    }
