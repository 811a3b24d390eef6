# Sources: S16 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "面试答法：FlashAttention 为什么快？关键词 IO-aware。标准实现 memory-bound，S、P 每一步都要读写 HBM；"
                         "FlashAttention 通过 tiling 把读写 HBM 的次数从 O(N²) 降到 O(N²/M)（M 是 SRAM 大小），S 和 P 不落 HBM。",
        "tiling": "Q 分成 B_r 行的块，K、V 分成 B_c 行的块；B_c = ⌈M/(4d)⌉，B_r = min(B_c, d)。每次从 HBM 加载一小块进 SRAM，"
                  "在 SRAM 里算完 S→P→O 对应部分，累加到输出。",
        "numericalStability": "维护 running max m_i 和 running sum ℓ_i，每加载新块就更新，并用 e^{m_old−m_new} 修正已累加的 O_i 和 ℓ_i，"
                              "结果和标准 attention 数学等价，不是近似。",
        "tradeOff": "反向不存 S、P，从 Q、K、V 和 (m, ℓ) 重算：每个块多一次 QK^T 的计算，用算力换显存。",
    }
