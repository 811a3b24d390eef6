# Sources: S27 (already-used source; learner rewrite in Chinese)


def designOutline():
    return {
        "memoryTraffic": "先说结论：FlashAttention 快不是因为算得少，FLOPs 一样甚至更多，而是因为读写 HBM 少。做法是 kernel 融合：把 QK^T、softmax、乘 V 放到一个 kernel 里，S、P 在 SRAM 里算完就丢，从来不写回 HBM；HBM 上只读 Q、K、V，写 O 和每行一个 logsumexp。",
        "tiling": "分块：每个 thread block 负责 Q 的 64 行（Br = 64），这 64 行和输出累加器一直留在片上；K、V 按 64 行一块（Bc = 64）在内层循环里依次读入 shared memory，用双缓冲（2 stage）把下一块的加载和当前块的计算重叠。",
        "numericalStability": "在线 softmax：每行维护 m、l。新块来了先算块内最大值，m_new = max(m, 块最大值)；旧的 l 和 O 都乘以 exp(m − m_new) 修正，再加上新块 exp(S − m_new) 的贡献。全程 fp32 累加，不会溢出，结果也是精确的。",
        "tradeOff": "双缓冲要给 K、V 各开两份 shared memory，d = 128 时每份 16 KB，共 64 KB，会挤占 shared memory，每个 SM 能同时驻留的 block 变少。",
    }
