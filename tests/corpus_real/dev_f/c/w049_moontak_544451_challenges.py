# Sources: S51 (paraphrase / learner rewrite, Chinese)


def designOutline():
    return {
        "memoryTraffic": "Flash Attention 不在 HBM 中存 N×N 的注意力矩阵：每个块在 SRAM 里完成 QK^T、"
                         "softmax 和乘 V，HBM 只读 Q、K、V，只写 O 和每行的 logsumexp。",
        "tiling": "矩阵分块计算（Tiling），需要仔细管理 SRAM 和 HBM 的使用，避免由于块大小导致的性能瓶颈。",
        "numericalStability": "在线 softmax：每行记录 running max m 和 running sum l（fp32），"
                              "m 变大时先把已累加的输出乘 exp(m_old − m_new) 再加当前块。",
        "tradeOffs": [
            "编码复杂性：需要用 CUDA 这样的低级语言写内核。",
            "数值稳定性：Flash Attention 的优化可能会引入数值偏差，导致训练不稳定。",
            "硬件依赖：可能限制其在某些硬件环境下的应用。",
        ],
    }
