# Sources: S01 (paraphrase / learner rewrite, Turkish)


def designOutline():
    return {
        "memoryTraffic": (
            "QK^T, maske, softmax ve PV tek bir fused kernel içinde hesaplanıyor; N×N boyutundaki "
            "S ve P matrisleri HBM'e hiç yazılmıyor, sadece SRAM ve register'larda tile tile yaşıyor. "
            "HBM'den Q, K, V okunuyor, HBM'e yalnızca O ve satır başına bir logsumexp (fp32) yazılıyor. "
            "Yani ara bellek O(N²) yerine O(N)."
        ),
        "tiling": (
            "Q'yu Br = 128 satırlık bloklara bölüyorum, her thread block bir (Q bloğu, batch×head) "
            "çiftini alıyor ve Q bloğu ile çıkış akümülatörü kernel boyunca on-chip kalıyor. İç döngüde "
            "K ve V, Bc = 64 satırlık bloklar halinde shared memory'ye akıtılıyor. d = 64 ve fp16 için: "
            "Q 16 KB + K 8 KB + V 8 KB ≈ 32 KB, A100'ün 164 KB'ına rahat sığıyor; 4 warp."
        ),
        "numericalStability": (
            "Online softmax: her satır için koşan maksimum m ve toplam l fp32'de tutuluyor. Yeni blok "
            "gelince m_yeni = max(m, rowmax(S_blok)); eski akümülatör ve l, exp(m_eski − m_yeni) ile "
            "yeniden ölçekleniyor, sonra exp(S_blok − m_yeni)·V ekleniyor. En sonda O = acc / l."
        ),
        "tradeOff": (
            "Dezavantajı: P saklanmadığı için backward'da S ve P her blok için Q, K ve logsumexp'ten "
            "yeniden hesaplanıyor; bu ekstra bir QK^T matmul demek, yani daha fazla FLOP. Karşılığında "
            "bellek O(N²)'den O(N)'e iniyor."
        ),
    }
