# Sources: S44 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "原始 Attention: 从 HBM 加载 Q、K 到 SRAM, 计算 S = QK^T, 将 S 写到 HBM, 再加载 S 计算 P = softmax(S), 将 P 写出到 HBM, 再加载 P 和 V 计算 O.",
        "tiling": "通过分块计算, 融合多个操作, 减少中间结果缓存.",
        "numericalStability": "softmax 分块进行, 公式见 tiling_softmax.jpg.",
        "tradeOff": "反向传播时重新计算中间结果, 缓存从随 N^2 增长变为随 N 线性增长.",
    }
