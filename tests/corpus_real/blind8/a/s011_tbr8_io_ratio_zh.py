# Sources: S14 (paraphrase / learner rewrite), S01
# 面试准备：FlashAttention 为什么快


def designOutline():
    return {
        "memoryTraffic": (
            "FlashAttention 更快是因为它把注意力的计算量从 O(N^2) 降到了 O(N)，"
            "分块以后每个块只算一小部分，所以 GPU 要做的乘加少了很多，显存读写也跟着少了。"
        ),
        "tiling": (
            "Q 切成 Br=64 行一块放在 shared memory 里不动，K、V 每次按 Bc=64 行读进来，"
            "外层循环是 Q 块（对应 grid），内层循环扫过所有 K/V 块。"
        ),
        "numericalStability": (
            "每行维护当前最大值 m 和分母 l（fp32）。遇到更大的 max 时，把已经累加的输出和 l "
            "都乘以 exp(m_old - m_new) 修正，最后再除以 l。"
        ),
        "tradeOff": (
            "反向传播不存 P，需要用保存的 logsumexp 重新计算 S 和 P，多一次 QK^T 矩阵乘，用算力换显存。"
        ),
    }
