# Sources: S34 (paraphrase / learner rewrite, Chinese)
def designOutline():
    return {
        "memoryTraffic": "标准注意力把 S、P 写回显存(HBM)再读回;我们的核函数里 S、P 只放在共享内存和寄存器里,HBM 只读 Q 一次、K/V 每个 Q 块读一次,只写 O 和每行的 logsumexp。",
        "tiling": "每个线程块负责 Br = 64 行 Q,Q 块常驻共享内存;内层循环以 Bc = 64 遍历 K、V 块;grid = (N/64, batch*heads)。",
        "numericalStability": "在线 softmax:每行维护最大值 m 和分母 l(fp32),遇到更大的块最大值时,先用 exp(m_old - m_new) 缩放旧的 O 和 l,再加新块。",
        "tradeOff": "反向不存 P,要重新计算 QK^T,多了大约一次矩阵乘的计算量,换来 O(N) 的显存占用。",
    }
