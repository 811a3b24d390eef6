# Sources: S20 (already-used source; learner rewrite in Chinese, homework notebook)


def designOutline():
    return {
        "memoryTraffic": (
            "不再把完整的 QK^T 写入显存(HBM)：每个 Q 块和 K/V 块在 SRAM 里算完直接更新 O，HBM 只写 O 和 L。"
        ),
        "tiling": "分块计算：将 Q,K,V 分成多个小块。",
        "numericalStability": (
            "在线softmax：维护每行最大值 m 和分母 l，m 变大时旧的 O 和 l 乘以 exp(m_old - m_new)，最后 O/l，"
            "L = m + log l 存下来给反向用。"
        ),
        "tradeOff": "FlashAttention 的缺点是实现比较复杂。",
    }
