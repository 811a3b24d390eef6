# Sources: S08 (paraphrase / learner rewrite), S37 (paraphrase)
def designOutline():
    return {
        "memoryTraffic": "FlashAttention 是标准 softmax 注意力的高效计算算法，不是近似，也不是新的注意力机制。"
                         "S=QK^T 的块只存在于片上 SRAM，完整的 L×L' 分数矩阵永远不写到 HBM；只读 Q、K、V，写回输出 O 和每行的 logsumexp。",
        "tiling": "Q 切成 Br=64 行的块，每个线程块负责一个 Q 块并一直保留在共享内存；K、V 以 Bc=64 行一块流式读入，"
                  "grid = (N/64, batch×heads)。",
        "numericalStability": "每行维护 m（当前最大值）和 l（指数和）：新块到来时 m_new = max(m, rowmax(S_ij))，"
                              "旧的 O 和 l 先乘 exp(m - m_new) 再加上新块的贡献，最后 O/l。m、l 和累加器都用 fp32。",
        "tradeOff": "反向传播不存 P，需要根据 Q、K 和保存的 logsumexp 重新计算 S 和 P，每个块多一次 QK^T 的计算量，换来 O(N) 的显存。",
    }
