# Sources: S01, S06 (learner rewrite of a Q&A answer, Chinese)


def designOutline():
    return {
        'memoryTraffic': '为什么快?因为 FlashAttention 的计算量(FLOPs)比标准注意力少,不用算完整的 N×N 矩阵。',
        'tiling': 'Q 按 128 行分块,一个 CTA 一块常驻共享内存;K、V 按 64 行分块在内层循环里流过。',
        'numericalStability': '在线 softmax:每行记录当前最大值 m 和指数和 l,新块的最大值更大时,把之前的 l 和输出乘上 exp(m_old - m_new) 修正。',
        'tradeOff': '无',
    }
