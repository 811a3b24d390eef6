# Sources: S01, S21 (paraphrase / learner rewrite)


def designOutline():
    return {
        "memoryTraffic": (
            "Fused kernel, S i P never go to HBM; iz HBM čitamo Q, K, V, pišemo O i L (logsumexp) po redu."
        ),
        "tiling": (
            "Za N = 4096 i d = 64 ceo K i V stane u SRAM odjednom, tako da ih učitamo jednom po thread bloku i "
            "onda prolazimo Q blokove od 64 reda."
        ),
        "numericalStability": (
            "Online softmax sa running max m i sum l u fp32; rescale O i l sa exp(m_old − m_new) kad max poraste; "
            "u backwardu P = exp(S − L) iz sačuvanog L."
        ),
        "tradeOff": (
            "Backward mora ponovo da računa S = QKᵀ po blokovima jer P nije sačuvan — extra matmul po bloku, "
            "više FLOPs."
        ),
    }
