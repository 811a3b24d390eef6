# Sources: S17 (paraphrase / learner rewrite, Turkish)


def designOutline():
    return {
        "memoryTraffic": "Tam dikkat matrisi (B, N_h, S, S) hiçbir zaman HBM'ye yazılmaz; HBM'den "
                         "yalnızca Q, K, V okunur, O ve satır başına logsumexp yazılır. S = 8192, "
                         "D_h = 128 için bu, gigabaytlarca ara tensör yerine O(S·D_h) bayt demektir.",
        "tiling": "v2 düzeni: dış döngü Q blokları (Br = 128 satır, bir thread block), iç döngü K/V "
                  "blokları (Bc = 64 satır) paylaşılan bellekte akar; grid = (S/128, B·N_h), 4 warp.",
        "numericalStability": "Çevrimiçi softmax: her satır için fp32 koşan maksimum m ve toplam l; "
                              "m büyüdüğünde birikimci ve l, exp(m_eski − m_yeni) ile yeniden "
                              "ölçeklenir, en sonda l'ye bölünür.",
        "tradeOff": "Makaledeki v1'i aynen yazınca profilde gördüğüm bedel: v1'de dış döngü K/V "
                    "blokları, iç döngü Q blokları üzerinde olduğu için her iç adımda O_i, l_i, m_i "
                    "HBM'den okunup geri yazılıyor. Bu ek trafik O'nun S/Bc kez gidip gelmesi demek; "
                    "v2 döngü sırasını ters çevirerek birikimciyi yazmaçlarda tutuyor.",
    }
