# Sources: S07 (paraphrase / learner rewrite, Chinese)
def designOutline():
    return {
        "memoryTraffic": "IO 感知：把 S = QKᵀ 按块算，每算完一个 S 块就写回 HBM，之后再按块读回来做 softmax 和乘 V，"
                         "这样整个 N×N 矩阵不用一次放进片上内存。",
        "tiling": "Q 块 Br = 64 行常驻 shared memory，K/V 块 Bc = 64 行在内层循环中读入，d = 64，fp16；"
                  "每个 thread block 负责一个 Q 块。",
        "numericalStability": "每行保存最大值 m 和和 l，新块来了用 exp(m_old − m_new) 修正之前的累加结果和 l，"
                              "累加用 fp32。",
        "tradeOff": "d 增大到 256 时 Q/K/V 块放不进 shared memory，只能把块缩小到 32 行，速度下降。",
    }
