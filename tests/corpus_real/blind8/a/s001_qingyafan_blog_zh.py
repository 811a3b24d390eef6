# Sources: S04 (paraphrase / learner rewrite), S01
# 学习笔记：Flash Attention 设计（从 GPU 内存层次理解）


def designOutline():
    return {
        "memoryTraffic": (
            "标准实现里 S=QK^T 和 P=softmax(S) 都是 N×N，要写回 HBM 再读出来，来回好几趟。"
            "我的设计：QK^T、softmax、PV 融合成一个 kernel，S 和 P 只在片上 SRAM/寄存器里存在，"
            "从来不写回 HBM；HBM 只读 Q、K、V，只写 O 和每行一个 logsumexp，"
            "所以 HBM 流量从 O(N^2) 降到 O(N·d) 级别（K/V 按 Q 块数重复读）。"
        ),
        "tiling": (
            "Q 按行切成 Br=128 的块，每个 thread block 负责一个 Q 块（grid = N/128 × batch×heads），"
            "Q 块和 fp32 的输出累加器在整个循环中常驻片上；内循环按 Bc=64 行流式加载 K、V 块到 shared memory。"
            "d=64、fp16 时 Q 16KB + K/V 各 8KB，约 32KB，A100 一个 SM 放得下两个 block。"
        ),
        "numericalStability": (
            "online softmax：每行维护 running max m 和 running sum l（fp32）。"
            "新块来了先算 m_new = max(m, rowmax(S_ij))，旧的 acc 和 l 都乘上 exp(m - m_new) 再加上新块，"
            "所以 exp 的参数永远 ≤ 0，不会溢出；最后 O = acc / l。"
        ),
        "tradeOff": (
            "代价：因为 P 不存，反向时要用 Q、K 和存下来的 logsumexp 把 S、P 按块重算一遍，"
            "多了一次 QK^T 的矩阵乘（FLOPs 变多），换来 O(N) 的显存。"
        ),
    }
