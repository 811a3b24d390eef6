# Sources: S37 (already-used source; learner rewrite in Chinese)


def designOutline():
    return {
        "memoryTraffic": "S/P 不写回 HBM；O 在片上累加，最后只写一次 O 和 logsumexp。",
        "tiling": (
            "为了减少 K/V 重读，块尽量大：Br = 256，Bc = 256，head dim d = 256，Q、K、V 块一起放进共享内存，"
            "一个 thread block 一个 Q 块。"
        ),
        "numericalStability": (
            "重写 softmax trick，减少 rescale：循环内不除 l，最后统一除；m 变大时 acc 和 l 乘 exp(m_old − m_new)。"
        ),
        "tradeOff": (
            "只按 batch×heads 并行时，block 数少于 108 个 SM 就跑不满；长序列小 batch 必须在序列维度并行。"
        ),
    }
