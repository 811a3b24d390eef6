# Sources: S52 (Chinese, practitioner rewrite)
def designOutline():
    return {
        "memoryTraffic": (
            "每个 K 块算完局部分数后，把（分数 − 局部最大值）存到显存里，同时存 m_t 和 Z_t；最后再把"
            "这些块读回来算最终权重，这样不用一次存下整个 N×N 矩阵。"
        ),
        "tiling": (
            "Br = Bc = 64，d = 64：每个线程块负责 64 行 Q，Q 块放在共享内存里，K/V 按 64 行一块循环"
            "加载。"
        ),
        "numericalStability": (
            "局部最大值不是真正的最大值，直接用会算错，所以必须先把所有块的 m_t 归约得到全局最大值 "
            "m_i，再做第二遍计算 exp(分数 − m_i) / Z_i。"
        ),
        "tradeOff": "Br 如果取到 256，fp32 累加器在寄存器里放不下，会溢出到 local memory，占用率下降。",
    }
