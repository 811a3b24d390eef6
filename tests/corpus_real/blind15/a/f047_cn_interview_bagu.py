# Sources: S01 (paraphrase / learner rewrite), S02 (paraphrase)
# 面试八股背诵版


def designOutline():
    return {
        "memoryTraffic": "核心是减少 HBM 读写：S 和 P 不落盘（不写 HBM），QK^T、softmax、PV 融合成一个 kernel，"
                         "只读 Q/K/V、写 O 和 lse。",
        "tiling": "采用分块（tiling）计算，提高 SRAM 利用率和计算效率。",
        "numericalStability": "online softmax：维护每行的 max 和 sum（fp32），新块最大值更大时旧结果乘 exp(m_old - m_new) 修正。",
        "tradeOff": "反向要重算 S 和 P（因为前向没存 P），多了一次 QK^T 的计算量，用计算换显存。",
    }
