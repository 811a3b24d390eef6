# Sources: S13 (paraphrase / learner rewrite in Turkish)


def designOutline():
    return {
        "memoryTraffic": "S ve P matrisleri HBM'e hiç yazılmıyor; tek bir birleşik kernel Q, K, V'yi okuyup sadece O ve satır başına logsumexp yazıyor.",
        "tiling": "Her thread block bir Q bloğu (Br = 64 satır) alıyor ve onu shared memory'de tutuyor; K ve V bloklar halinde (Bc = 64) iç döngüde akıyor.",
        "numericalStability": "Online softmax: her satır için fp32'de çalışan maksimum m ve toplam l tutuluyor, yeni blok gelince birikimli çıktı exp(m_eski - m_yeni) ile yeniden ölçekleniyor.",
        "tradeOff": "Tabii ki bazı trade-off'lar var, her durumda en iyisi değil.",
    }
