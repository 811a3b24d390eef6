# Sources: S01 (paraphrase / learner rewrite), S22 (background)
# 打卡笔记风格：Task2 · Prefill 与 Attention Kernel


def designOutline():
    return {
        "memoryTraffic": (
            "核心思想：不要让 N×N 的 Score 矩阵落到 HBM 上。每个 score tile 在 SRAM 里算完以后，"
            "马上用来更新这一行的 m、l 和 Value 加权累加结果，然后就丢掉，S 和 P 都不写回 HBM。"
            "HBM 上只读 Q、K、V（K/V 每个 Q 块读一遍），只写最终的 O 和每行一个 logsumexp。"
        ),
        "tiling": (
            "Q 沿序列维度切成 Br = 64 行的块，一个 thread block 负责一个 Q 块（grid = N/64 × batch·heads），"
            "Q 块和 fp32 的输出累加器整个 kernel 都留在片上；内循环把 K、V 按 Bc = 64 行一块一块"
            "读进 shared memory。d = 128、fp16 时 Q 块 16 KB，K+V 块 32 KB，一共约 48 KB。"
        ),
        "numericalStability": (
            "Online softmax：每个 query 行维护当前最大值 m、指数和 l（都用 fp32）。新块里出现更大的分数时，"
            "旧的 l 和累加器 A 先乘 exp(m_old − m_new) 再加上新块的 exp(S − m_new)·V；"
            "全部块处理完后 O = A / l，和标准 softmax 完全一样（非近似！）。"
        ),
        "tradeOff": (
            "代价：前向没有保存 P，所以反向时要用 Q、K 和存下来的 logsumexp 把 S = QKᵀ 一块块重新算一遍，"
            "每个块多一次矩阵乘；用多出来的计算换掉 O(N²) 的显存。"
        ),
    }
