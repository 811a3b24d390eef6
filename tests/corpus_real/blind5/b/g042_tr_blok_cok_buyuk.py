# Sources: S21 (learner rewrite, Turkish)


def designOutline():
    return {
        'memoryTraffic': (
            "QK^T, softmax ve PV tek bir kernelde birleştirilir; N×N skor matrisi HBM'ye hiç "
            "yazılmaz, sadece SRAM'de blok blok yaşar. HBM'den Q, K, V okunur, O ve satır başına "
            'logsumexp yazılır.'
        ),
        'tiling': (
            'Br = 256 satırlık Q blokları ve Bc = 256 satırlık K/V blokları, d = 256; her CTA bir '
            "Q bloğunu shared memory'de tutar ve K/V bloklarını sırayla yükler. Büyük bloklar = "
            'daha az HBM okuması.'
        ),
        'numericalStability': (
            'Online softmax: her satır için m (o ana kadarki maksimum) ve l (üstel toplam) '
            "fp32'de tutulur; yeni blok daha büyük maksimum getirirse eski l ve çıktı exp(m_eski "
            '− m_yeni) ile ölçeklenir.'
        ),
        'tradeOff': (
            'Causal maskede son Q blokları tüm K bloklarını gezer, ilk bloklar neredeyse hiç iş '
            "yapmaz; bu yüzden SM'ler arasında yük dengesizliği olur ve bazı SM'ler sonda boş "
            'bekler.'
        ),
    }
