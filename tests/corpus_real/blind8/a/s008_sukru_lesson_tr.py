# Sources: S11 (paraphrase / learner rewrite), S01
# Ders notu / ödev cevabı


def designOutline():
    return {
        "memoryTraffic": (
            "Standart attention N×N skor matrisini HBM'e yazıp tekrar okuyor, bu yüzden memory-bound. "
            "Benim tasarımda QK^T, softmax ve PV tek bir kernel içinde: S ve P hiçbir zaman HBM'e yazılmaz, "
            "sadece SRAM'de tile olarak yaşar. HBM'den sadece Q, K, V okunur, sadece O ve satır başına logsumexp yazılır."
        ),
        "tiling": (
            "Q satırları Br = 128'lik bloklara bölünür, her thread block bir Q bloğunu SRAM'de tutar; "
            "iç döngüde K ve V Bc = 64 satırlık bloklar halinde sırayla yüklenir. Causal maskede "
            "köşegenin tamamen üstündeki K/V blokları hiç yüklenmez, atlanır."
        ),
        "numericalStability": (
            "Online softmax: her satır için koşan maksimum m ve koşan toplam l fp32'de tutulur. Yeni blokta "
            "maksimum büyürse eski çıktı ve l, exp(m_eski - m_yeni) ile yeniden ölçeklenir; sonunda O = acc / l."
        ),
        "tradeOff": (
            "Backward'da P saklanmadığı için S ve P blok blok yeniden hesaplanır (recomputation): ekstra bir "
            "QK^T matris çarpımı maliyeti var, karşılığında bellek O(N^2) yerine O(N)."
        ),
    }
