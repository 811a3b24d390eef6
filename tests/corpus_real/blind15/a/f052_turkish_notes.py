# Sources: S01 (paraphrase / learner rewrite)
# sınav için kısa notlar


def designOutline():
    return {
        "memoryTraffic": "QK^T, softmax ve PV tek bir kernelde birleştirilir; N×N'lik S ve P matrisleri HBM'e hiç "
                         "yazılmaz, sadece SRAM'de karo karo tutulur. HBM'den Q, K, V okunur; O ve satır başına "
                         "logsumexp yazılır.",
        "tiling": "Her thread bloğu 128 satırlık bir Q bloğunu shared memory'de tutar; iç döngüde K ve V 64 satırlık "
                  "bloklar halinde sırayla yüklenir.",
        "numericalStability": "Online softmax: her satır için fp32 olarak çalışan maksimum m ve toplam l tutulur; "
                              "maksimum büyürse eski birikim ve l, exp(m_eski − m_yeni) ile yeniden ölçeklenir.",
        "tradeOff": "Geri yayılımda yeniden hesaplama.",
    }
