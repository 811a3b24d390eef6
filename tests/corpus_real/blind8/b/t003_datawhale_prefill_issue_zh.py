# Sources: S03 (excerpt, zh)
def designOutline():
    return {
        "memoryTraffic": (
            "传统 Attention：每个 score tile 算完以后都要写入 HBM，Softmax kernel 再读回来，再把概率矩阵写回 HBM。"
            "FlashAttention 把 QK^T、online softmax 和乘 V 融合在一个 kernel 里：score tile 在 SRAM 中算完后立即用于更新 "
            "m、l 和累积结果，然后丢弃，不写入 HBM；最后只把输出 O 写回 HBM。"
        ),
        "tiling": (
            "Tiling：把 Q、K、V 沿序列维度拆成小块，每次只计算一个局部注意力分数块，而不是同时处理完整的 N×N 矩阵。"
        ),
        "numericalStability": (
            "Online softmax：每个 Query 持续维护当前最大值 m、指数权重之和 l 和 V 的未归一化加权和 A。"
            "新块出现更大的分数时，旧的 l 和 A 按 exp(m_old - m_new) 缩放；全部块处理完后 O = A / l，与标准 Softmax 完全相同。"
        ),
        "tradeOff": "缺点：需要手写 CUDA kernel，实现比较复杂。",
    }
