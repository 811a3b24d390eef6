# Sources: S11 (excerpt + paraphrase, zh)
def designOutline():
    return {
        "memoryTraffic": (
            "Q、K 以 int8 从 HBM 读入（每个量化组一个 scale），V 以 fp16 读入；QK^T、softmax、PV 仍然在一个 kernel 内完成，"
            "分数矩阵不写回 global memory。mean(K) 是额外的一次 global memory 读写，大约和一次 .contiguous() 一样，"
            "在 CogVideoX-2B 里约 0.2 ms，而 attention 本身 20-30 ms。"
        ),
        "tiling": (
            "量化粒度是 per block/warp：每个 batch、head 独立，量化组大小 (block_size, head_dim)，"
            "Q 用 BLKQ=128 行，K 用 BLKK=64 行，head_dim=128；一个 CTA 处理 128 行 Q，内循环流式读取 64 行的 K/V 块，"
            "和量化组对齐，硬件友好。"
        ),
        "numericalStability": (
            "QK^T 用 int8 矩阵乘、int32 累加，再乘 q_scale*k_scale 还原；softmax 在 fp32 中做 online 更新（running max "
            "和 sum，旧结果按 exp(m_old-m_new) 缩放）；PV 用 fp16 输入、fp32 累加器。"
        ),
        "tradeOff": (
            "代价是量化误差：K 有明显的 channel-wise outlier，如果不先减去 mean(K)，int8 量化组被离群值撑大 scale，"
            "误差很大；只能在 token 维度量化 K，因为量化必须在 QK^T 的外轴上。"
        ),
    }
