# Sources: S17 (Chinese, practitioner rewrite)
def designOutline():
    return {
        "memoryTraffic": (
            "ALiBi 偏置不在 HBM 里存 [N, N] 矩阵：前向在 QK 分数块算出来以后，按行列下标和每个头的 "
            "slope 现场加上；分数块只在 UB/L0C 片上缓存里，不写回 GM，只写 O 和 softmax 的 max/sum。"
        ),
        "tiling": (
            "Q 按 128 行切块，每个 AI Core 负责一个 (batch, head, Q 块)，K/V 按 128 行分块流式搬入 "
            "L1/UB；HAS_ALIBI 是编译期模板参数，不用 ALiBi 时代码路径完全不变。"
        ),
        "numericalStability": (
            "分数加上 ALiBi 后用 fp32 维护每行的运行最大值 m 和指数和 l，新块到来时旧的输出累加和 l "
            "都乘以 exp(m_old - m_new)；反向用保存的 max/sum 重算 P。"
        ),
        "tradeOff": (
            "反向不存 P，所以每个块要重算一次 QK^T 并再加一次 ALiBi，大约多一次 QK^T 的矩阵乘；"
            "换来不需要 O(N^2) 的显存。"
        ),
    }
