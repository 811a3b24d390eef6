# Sources: S60 (paraphrase / learner rewrite, zh)
def designOutline():
    return {
        "memoryTraffic": "不改数学，只改实现：标准实现要把 S = QK^T 和 P 这两个 N×N 矩阵写回 HBM 再读出来；Flash Attention 把 QK^T、softmax、乘 V 融合在一个 kernel 里，S 和 P 只在 SRAM 里按块存在，用完即丢，HBM 只读 Q、K、V，只写 O 和每行的 logsumexp。",
        "tiling": "把 Q 切成 Br 行、K/V 切成 Bc 行的块，Br = Bc = 128，d = 128；外层循环遍历 Q 块，Q 块和输出累加器常驻 SRAM，内层循环把 K/V 块依次读进来。",
        "numericalStability": "在线 softmax：每行维护 m 和 l；新块来时 m_new = max(m, rowmax(S_blk))，旧的 O 和 l 先乘以 exp(m - m_new) 再加上新块的贡献，最后 O / l。",
        "tradeOff": "代价：反向传播不存 P，要用 Q、K 和 logsumexp 重新计算 S，多做一次 QK^T 矩阵乘，用算力换显存。",
    }
