# Sources: S03 (paraphrase / learner rewrite, Chinese)


def designOutline():
    return {
        "memoryTraffic": "前向只从 HBM 读 Q、K、V，只写回 O 和每行的 logsumexp（fp32）；N×N 的分数矩阵 S 和 P "
                         "只在 SRAM/寄存器里出现，从不写回 HBM，所以显存是 O(N) 而不是 O(N^2)。",
        "tiling": "Q 按 Br = 128 行分块，每个线程块负责一个 Q 块，O 的累加器常驻寄存器；内层循环把 K、V 按 "
                  "Bc = 64 行一块流式读入共享内存。grid = (N/128, batch*heads)。",
        "numericalStability": "在线 softmax：每行维护 running max m 和 running sum l（fp32），遇到更大的 max "
                              "时先把累加器和 l 乘以 exp(m_old - m_new) 再加新块；最后除以 l，并存 L = m + log l。",
        "tradeOff": "反向必须拿到 P 才能算 dV 和 dS，但前向没有保存 P。代价是反向里要用 Q、K 和保存的 L "
                    "把 S、P 一块一块重新算出来：每个块多做一次 QK^T 矩阵乘，用多出来的计算换掉 O(N^2) 的显存。",
    }
