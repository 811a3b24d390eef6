# Sources: S49 (paraphrase, Chinese reading notes)
def designOutline():
    return {
        "memoryTraffic": "S 和 P 不写回 HBM：只从 HBM 读 Q、K、V，写回 O 和每行的 logsumexp。",
        "tiling": "除了 batch 和 head 两个维度，再在序列长度维度上并行：每个 thread block 负责一个 128 行的 Q 块，内循环遍历 K/V 块；warp 之间按 Q 切分，减少共享内存读写。",
        "numericalStability": "重写 softmax trick，减少 rescaling 次数：循环里只用 exp(m_old - m_new) 缩放未归一化的输出，不除以 l，最后才除一次 l；统计量用 fp32。",
        "tradeOff": "只在 batch * heads 上并行时，一个 thread block 处理一个 head；当 batch * heads 小于约 80（长序列、小 batch）时，A100 的 108 个 SM 有很多是空闲的。",
    }
