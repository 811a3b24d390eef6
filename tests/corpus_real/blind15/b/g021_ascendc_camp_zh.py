# Sources: S21 (paraphrase / learner rewrite, Chinese)
def designOutline():
    return {
        "memoryTraffic": (
            "FlashAttention 在昇腾上就是管理 HBM(GM)-> L1 -> UB 的数据流:Q、K、V 分块搬入,"
            "S = QK^T 只在 L0C/UB 里,算完 softmax 直接乘 V,不写回 GM;最后只写回 O。"
            "32K x 32K 的 S 在 FP16 下要 2GB,这样就完全省掉了。"
        ),
        "tiling": (
            "Q 块取 128 x 128(head_dim = 128),K/V 一次搬 512 行,UB 有 2MB,完全放得下;"
            "每个 AI Core 负责一个 Q 块,内循环遍历 K/V 块。"
        ),
        "numericalStability": (
            "Online Softmax:UB 里保存每行的 m 和 l(FP32),新块来了先算 m_new = max(m, 块最大值),"
            "旧的 O 和 l 乘 exp(m - m_new) 再加上新块的贡献,最后 O / l。"
        ),
        "tradeOff": (
            "双缓冲让搬运和计算并行,但每个 buffer 要两份,UB 占用翻倍,所以 K/V 块只能切得更小。"
        ),
    }
