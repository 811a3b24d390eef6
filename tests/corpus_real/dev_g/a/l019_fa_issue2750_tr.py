# Sources: S07 (paraphrase / learner rewrite in Turkish)


def designOutline():
    return {
        "memoryTraffic": "Tek bir füzyon kernel: S ve P hiçbir zaman HBM'e yazılmaz, sadece SRAM ve register'larda yaşar. HBM'den Q, K, V okunur, O ve logsumexp yazılır.",
        "tiling": "Q blokları BLOCK_M = 128 satır, shared memory'de sabit; K/V blokları BLOCK_N = 64 satır iç döngüde akar; head_dim = 128.",
        "numericalStability": "Online softmax: satır başına fp32 çalışan maksimum m ve toplam l; maksimum büyüyünce akümülatör exp(m_eski - m_yeni) ile yeniden ölçeklenir.",
        "tradeOff": "head_dim = 256, causal, bf16 için aynı tile sezgisi kullanılırsa RTX 4090'da kernel 131072 bayt shared memory istiyor ama sm_89'un sınırı 101376 bayt: kernel hiç başlatılamıyor (cudaErrorInvalidValue). Tile boyutu head dim'e göre küçültülmeli.",
    }
