# Sources: S02 (learner rewrite in Chinese; source already used elsewhere)
def designOutline():
    return {
        "memoryTraffic": "三个矩阵乘和 softmax 融合成一个 kernel：S 和 P 只在寄存器和共享内存里存在，算完就丢，从不写回 HBM。HBM 上只读 Q、K、V，只写 O 和每行一个 fp32 的 logsumexp。标准实现 HBM 访问是 Θ(Nd + N²)，我们是 O(N²d²M⁻¹)，M 是 SRAM 大小。",
        "tiling": "Q 按 Br = 128 行分块，每个 thread block 负责一个 Q 块（grid = N/128 × batch*heads），Q 块常驻共享内存；内层循环按 Bc = 64 行流式读取 K、V 块。d = 128，fp16：Q 32 KB + K/V 32 KB，约 64 KB 共享内存，4 个 warp 切分 Q 的行。",
        "numericalStability": "在线 softmax：每行维护 fp32 的 running max m 和 running sum l，遇到更大的 max 时把累加器 O 和 l 乘以 exp(m_old - m_new) 再累加；最后统一除以 l（FA2 的做法，减少非矩阵乘 FLOPs）。",
        "tradeOff": "head_dim = 256 时 Q 块和 K/V 块放不进共享内存，只能把 Br 降到 64，K/V 被重复读取的次数翻倍，HBM 流量上升。",
    }
