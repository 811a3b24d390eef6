# Sources: S22 (paraphrase, Chinese), S01* (paraphrase, Chinese), S02* (paraphrase, Chinese)
def designOutline():
    return {
        "memoryTraffic": (
            "传统实现要把 S = QKᵀ 和 P = softmax(S) 这两个 N×N 矩阵写进 HBM 再读回来。我的设计把 QKᵀ、softmax、PV "
            "融合成一个 kernel：S 和 P 只以小块形式存在于 SRAM/寄存器里，算完乘上 V 就丢掉，从不写回 HBM。"
            "HBM 上只有读 Q、K、V 和写 O 以及每行一个 fp32 的 logsumexp。"
        ),
        "tiling": (
            "按 FlashAttention-2 的做法：外层循环遍历 Q 块并映射到 grid，每个 thread block 负责 Br = 128 行 Q，"
            "grid = (N/128, batch×heads)；Q 块常驻 shared memory，内层循环以 Bc = 64 行为单位流式读取 K、V，"
            "双缓冲让下一块的加载和当前块的 MMA 重叠。"
        ),
        "numericalStability": (
            "在线 softmax：每行维护 fp32 的 m（当前最大值）和 l（当前和）。处理新块时 m_new = max(m, rowmax(S))，"
            "把累加器和 l 都乘上 exp(m − m_new) 后再加上 exp(S − m_new)·V；最后统一除以 l，并保存 L = m + log l 给反向用。"
        ),
        "tradeOff": (
            "代价：反向传播时 P 没有保存，只能用 Q、K 和 L 逐块重新计算 S 和 P，每块多一次 QKᵀ 矩阵乘；"
            "另外 head_dim 变大时 shared memory 不够，块只能变小，tensor core 利用率下降。"
        ),
    }
