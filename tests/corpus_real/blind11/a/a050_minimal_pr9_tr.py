# Sources: S03 (learner rewrite in Turkish of a PR review thread)


def designOutline():
    return {
        "memoryTraffic": (
            "S matrisi sadece paylaşımlı bellekte (SRAM) tutulur, global belleğe (HBM) hiç yazılmaz; Q, K, V "
            "okunur, O, l ve m yazılır."
        ),
        "tiling": (
            "Bc = sharedMemPerBlock / sizeof(float) / (4·d), N'den büyükse N; Br = Bc. 48 KB ve d = 64 için "
            "Bc = 48. Her thread Q bloğunun bir satırını işler."
        ),
        "numericalStability": (
            "Her satır için m ve l tutulur; yeni blokta m büyürse eski l ve O, exp(m_eski − m_yeni) ile "
            "çarpılır, sonra yeni blok eklenir."
        ),
        "tradeOff": (
            "sizeof(float) ile bölmeyi unutursan Bc 4 kat büyük çıkar, kernel bloğun paylaşımlı belleğinden "
            "fazlasını ister ve başlatılamaz."
        ),
    }
