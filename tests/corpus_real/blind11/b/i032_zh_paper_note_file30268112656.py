# Sources: S37 (excerpt / 学习者改写)

def designOutline():
    return {
        "memoryTraffic": "标准 attention 要把 S 和 P 写回 HBM 再读回来；flash attention 把 QK^T、softmax、PV 融合在一个 kernel 里，S/P 只在 SRAM 里，HBM 只读 Q、K、V，写 O 和每行的 logsumexp。",
        "tiling": "按论文公式算分块：A100 的 Shared Memory 取 M = 192KB = 196608 B，Bc = M/4/64 = 768，Br = min(768, 64) = 64；我们的模型 head_dim d = 128，就直接用 Br = 64、Bc = 768，Tr = N/64，Tc = N/768。",
        "numericalStability": "在线 softmax：每个 Q 块保存 m_i 和 l_i，遇到更大的块最大值时把 O_i 和 l_i 乘以 exp(m_old - m_new) 修正，最后 O_i 除以 l_i。",
        "tradeOff": "反向传播不存 P，用保存的 logsumexp 重新计算 S 和 P，多一次 QK^T 的计算量，换来 O(N) 的显存。",
    }
