# Sources: S24 (already-used source; learner rewrite in Turkish)


def designOutline():
    return {
        "memoryTraffic": "Standart attention n×n skor matrisini HBM'e yazıp geri okur. Benim tasarımımda skorlar SRAM'de tile tile hesaplanır, V ile çarpılır ve atılır; n×n matris HBM'e hiç yazılmaz. HBM'den Q, K, V okunur, sadece O ve satır başına logsumexp yazılır.",
        "tiling": "Q'yu 128 satırlık bloklara böl, her thread block bir Q bloğunu SRAM'de tutar; iç döngüde K/V 64 satırlık bloklar halinde akar. d = 64, fp16: Q bloğu 16 KB, K ve V blokları 8'er KB.",
        "numericalStability": "Online softmax: her satır için çalışan maksimum m ve normalize edici l tutulur (fp32). Yeni tile daha büyük bir skor getirirse önceki kısmi çıktı ve l, exp(m_eski − m_yeni) ile yeniden ölçeklenir; sonuç birebir aynıdır.",
        "tradeOff": "Dezavantaj: kısa dizilerde (n <= 512) S matrisi zaten L2 önbelleğe sığar ve kernel başlatma yükü baskın olur; bu yüzden fused kernel neredeyse hiç hız kazandırmaz.",
    }
