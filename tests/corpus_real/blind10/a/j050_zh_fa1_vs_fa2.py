# Sources: S10, S22 (learner rewrite, Chinese)
def designOutline():
    return {
        "memoryTraffic": (
            "S、P 不写回 HBM，只在 SRAM/寄存器里按块计算；HBM 上只读 Q、K、V，只写 O 和每行的 logsumexp。"
            "FA2 把 Q 放外层循环后，O_i 只在最后写一次，不像 FA1 每个 K/V 块都要读写一次 O。"
        ),
        "tiling": (
            "FA2：外层循环 Q 块（Br = 128），内层循环 K/V 块（Bc = 64），head dim 64；grid = (N/128, B·H)，序列维度也并行；"
            "一个 block 内 4 个 warp 切分 Q，K/V 块所有 warp 共享。"
        ),
        "numericalStability": (
            "FA2 里每一轮只把未归一化的 O 乘以 exp(m_old − m_new)，不再每轮除以 l，最后才除以 l；m、l 用 fp32，"
            "并保存 L = m + log(l) 给反向用。"
        ),
        "tradeOff": (
            "Trade-off：归一化推迟到最后，中间的 O 是未归一化的 fp32 累加器，要一直放在寄存器里；head_dim = 256 时寄存器不够，"
            "会 spill，所以要减小 Br。"
        ),
    }
