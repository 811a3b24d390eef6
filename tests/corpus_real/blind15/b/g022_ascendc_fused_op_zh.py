# Sources: S22 (paraphrase / learner rewrite, Chinese)
def designOutline():
    return {
        "memoryTraffic": (
            "我们的算子把 Q、K、V 分块搬进 UB,每算完一个 S 块就先写回 GM,softmax 的时候再读回来,"
            "这样 N x N 的 attention map 不需要一次放在片上。"
        ),
        "tiling": (
            "Q 按 64 行切块(d_k = 128),每个 AI Core 一个块;K/V 按 64 行为单位循环搬入 UB,"
            "Cube 单元算 QK^T 和 PV,Vector 单元做 softmax。"
        ),
        "numericalStability": (
            "利用 softmax 的恒等式分块归约:每行记录当前最大值 m 和指数和 l(FP32),"
            "新块最大值更大时用 exp(m_old - m_new) 修正之前的 O 和 l。"
        ),
        "tradeOff": "性能和显存之间有一定的权衡,需要根据场景选择。",
    }
