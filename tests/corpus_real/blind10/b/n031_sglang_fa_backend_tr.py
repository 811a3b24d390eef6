# Sources: S31 (paraphrase / Türkçe)

def designOutline():
    return {
        "memoryTraffic": [
            "KV önbelleği sayfa tablosu (page_table) üzerinden doğrudan okunur, ayrı bir bitişik tampona kopyalanmaz.",
            "Skorlar HBM'e yazılmaz; sadece çıktı ve softmax_lse yazılır.",
        ],
        "tiling": [
            "page_size = 1: her token kendi sayfası, kernel KV'yi sayfa indeksleriyle toplar.",
            "Her thread block 128 sorgu satırlık bir blok alır, KV 128 tokenlik bloklar halinde paylaşımlı belleğe gelir.",
        ],
        "numericalStability": [
            "Satır başına fp32 koşan maksimum ve toplam; yeni blok maksimumu artırınca birikim exp(m_eski − m_yeni) ile ölçeklenir, sonda toplama bölünür.",
        ],
        "tradeOff": [
            "CUDA graph yakalaması için cu_seqlens ve page_table meta verisi maksimum batch boyutuna göre önceden ayrılmalı; bu yüzden küçük batch'lerde bile en büyük tampon bellekte tutulur.",
        ],
    }
