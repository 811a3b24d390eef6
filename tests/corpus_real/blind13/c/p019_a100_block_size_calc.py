# Sources: S23, S01 (excerpt of the block-size arithmetic; rest paraphrase, Chinese)


def designOutline():
    return {
        "memoryTraffic": (
            "一个融合kernel完成QK^T、softmax和PV，S和P（N×N）不写回HBM，只在SRAM里按块存在。"
            "HBM只读Q、K、V，只写O和每行的logsumexp。"
        ),
        "tiling": (
            "按论文的公式算：A100 共享内存 M = 192KB，用 fp32 存 Q/K/V 块，d = 64，于是 "
            "Bc = M/4/64 = 768，Br = min(768, 64) = 64。每个 thread block 把 Br = 64 行的 Q 块、"
            "Bc = 768 行的 K 块和 V 块一起放进共享内存，Tr = 1024/64 = 16，Tc = 2。"
        ),
        "numericalStability": (
            "在线softmax：每行维护 m（当前最大值）和 l（当前指数和），fp32；每来一个K/V块，"
            "m_new = max(m, rowmax(S))，之前的O和l乘以 exp(m - m_new) 再累加。"
        ),
        "tradeOff": (
            "代价：反向传播时没有保存P，需要用Q、K和logsumexp重新计算S和P，每个块多一次QK^T矩阵乘。"
        ),
    }
