# Sources: S33 (paraphrase / learner rewrite, Turkish)


def designOutline():
    return {
        "memoryTraffic": "Attention matrisi hiçbir zaman tam olarak HBM'e yazılmaz: S ve P blok blok SRAM'de hesaplanıp atılır. HBM'den sadece Q, K, V okunur; HBM'e sadece O ve her satır için bir logsumexp yazılır.",
        "tiling": "Q 128 satırlık bloklara bölünür, her thread block bir Q bloğunu döngü boyunca shared memory'de tutar; iç döngüde K ve V 64 satırlık bloklar halinde akıtılır. d = 128, fp16: 32 KB + 16 KB + 16 KB = 64 KB.",
        "numericalStability": "Online softmax: her satır için koşan maksimum m ve koşan toplam l fp32'de tutulur; yeni blokta maksimum büyürse eski çıktı ve l, exp(m_eski − m_yeni) ile çarpılarak düzeltilir; sonunda O, l'ye bölünür.",
        "tradeOff": "Backward'da P saklanmadığı için S ve P; Q, K ve logsumexp'ten blok blok yeniden hesaplanır; bu, her blok için fazladan bir QKᵀ çarpımı demektir.",
    }
