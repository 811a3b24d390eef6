# Sources: S11 (already-used source; learner rewrite in Turkish)


def designOutline():
    return {
        "memoryTraffic": "Forward'da QK^T, softmax ve PV tek kernelde birleştirilir; N×N S ve P matrisleri HBM'e yazılmaz. HBM'e sadece O ve satır başına logsumexp yazılır.",
        "tiling": "Q, Br = 128 satırlık bloklara bölünür; her thread block bir Q bloğunu shared memory'de tutar. K/V, Bc = 64 satırlık bloklar halinde iç döngüde okunur; d = 128.",
        "numericalStability": "Sayısal kararlılık için online softmax kullanılır.",
        "tradeOff": "P saklanmadığı için backward'da QK^T yeniden hesaplanır: forward 2 matmul, backward 5 matmul, yani backward FLOP'u forward'ın yaklaşık 2,5 katı.",
    }
