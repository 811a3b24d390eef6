# Sources: S33 (paraphrase / learner rewrite, Turkish-English code-switch)


def designOutline():
    return {
        "memoryTraffic": "S matrisi HBM'e yazılmıyor, fused kernel içinde SRAM'de kalıyor; HBM'e sadece output O yazılıyor.",
        "tiling": "Her blokta m ve l güncelleniyor: m_yeni = max(m_eski, rowmax(S_blok)), eski O ve l exp(m_eski − m_yeni) ile ölçekleniyor, sonra yeni blok ekleniyor.",
        "numericalStability": "Yukarıdaki tiling kısmına bakınız.",
        "tradeOff": "head_dim = 256 olunca 128 satırlık Q tile tek başına 64 KB ediyor, shared memory doluyor ve SM başına daha az block sığıyor; occupancy düşüyor.",
    }
