# Sources: S02 (paraphrase / learner rewrite)


def designOutline():
    return {
        "memoryTraffic": (
            "Bitta fused kernel: S va P hech qachon HBM ga yozilmaydi; HBM dan faqat Q, K, V o'qiladi, "
            "faqat O va har bir qator uchun logsumexp yoziladi."
        ),
        "tiling": (
            "FlashAttention-2 style: outer loop Q bloklari bo'yicha (Br = 128), har bir thread block bitta "
            "Q blokni shared memory da saqlaydi; inner loop K/V ni Bc = 64 qatorlik bloklarda stream qiladi. "
            "Grid = (N/128, batch*heads), 4 ta warp Q qatorlarini bo'lib oladi."
        ),
        "numericalStability": (
            "Online softmax: har qatorda running max m va running sum l fp32 da; yangi blokda m oshsa, "
            "akkumulyator va l ni exp(m_old - m_new) ga ko'paytiramiz, oxirida bir marta l ga bo'lamiz."
        ),
    }
