# Sources: S07, B1 (paraphrase / learner rewrite, Chinese)
def designOutline():
    return {
        "memoryTraffic": "S = QKᵀ 和 P = softmax(S) 不写回 HBM，只在片上 SRAM 里按块存在；HBM 只读 Q、K、V，"
                         "只写 O 和每行的 logsumexp。",
        "tiling": "用平铺（tiling）来减少 HBM 和 SRAM 之间的读写次数。",
        "numericalStability": "在线 softmax：每行维护 m（当前最大值）和 l（当前指数和），新块到来时 "
                              "m_new = max(m, rowmax(S_ij))，旧的 O 和 l 乘上 exp(m − m_new) 再加新块的贡献，最后除以 l。",
        "tradeOff": "代价：反向传播要重新计算 S 和 P，多了一次 QKᵀ 的矩阵乘，因为前向没有保存 P。",
    }
