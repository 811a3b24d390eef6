# Sources: S01 (paraphrase / learner rewrite), S19 (paraphrase)
# 读完几篇知乎文章后的总结（自己的话）


def designOutline():
    return {
        "memoryTraffic": "标准 attention 要把 S=QK^T 和 P=softmax(S) 这两个 N×N 矩阵写回 HBM 再读出来。"
                         "FlashAttention 把 QK^T、softmax、PV 融合成一个 kernel：S 和 P 只在 SRAM 里存在，从不写回 HBM，"
                         "HBM 上只读 Q、K、V，只写 O 和每行的 logsumexp。",
        "tiling": "外层循环按 Q 分块，每块 Br=128 行常驻 shared memory，一个 thread block 负责一个 Q 块；"
                  "内层循环按 Bc=64 行依次加载 K、V 块。head_dim=64 时 Q 块 16KB，K/V 块各 8KB，远小于 A100 的 164KB。",
        "numericalStability": "用 online softmax：每行维护当前最大值 m 和分母 l（都用 fp32）。"
                              "新块来了先算 m_new = max(m, rowmax(S_ij))，旧的输出累加器和 l 都乘上 exp(m - m_new) 再加新块的贡献，"
                              "最后 O 除以 l。这样 exp 的参数永远 ≤ 0，不会溢出。",
        "tradeOff": "反向传播没有存 P，所以要用 Q、K 和保存的 logsumexp 重新计算 S 和 P，"
                    "多了一次 QK^T 的矩阵乘法，用计算换显存。",
    }
