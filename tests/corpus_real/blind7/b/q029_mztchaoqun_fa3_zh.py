# Sources: S28 (paraphrase, 中文)


def designOutline():
    return {
        "memoryTraffic": (
            "融合算子 + Softmax Tiling:用 Online Softmax 实现 Softmax 的分块计算,节省了大量的 GMEM 读写;"
            "前向不保存 Attention 矩阵,只保留数据量更小的 logsumexp。"
        ),
        "tiling": "更好地利用 Hopper 架构的 WGMMA 和 TMA 新指令,在 tile-based 的维度进行算子开发。",
        "numericalStability": (
            "Online Softmax:每个块更新行最大值 m 和行和 l,之前累加的 O 乘以 exp(m_old - m_new) 修正后再加上新块。"
        ),
        "tradeOff": (
            "FP8 低精度可以实现更快的处理速度并可能降低内存使用量,从而节省成本并提高效率。"
        ),
    }
