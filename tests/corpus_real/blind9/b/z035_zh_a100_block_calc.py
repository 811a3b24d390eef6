# Sources: S35 (中文笔记的分块计算 / Chinese note's block-size computation), S00
def designOutline():
    return {
        "memoryTraffic": "S_ij、P_ij 只在 SRAM 中存在，不写回 HBM；HBM 只读 Q、K、V，写 O 和每行的 m、l。",
        "tiling": "以 GPT2 的 N = 1024、d = 64 为例，A100 的 Shared Memory 为 192KB = 196608 B，所以 Bc = M/4/64 = 768，Br = min(768, 64) = 64，Tr = 1024/64 = 16，Tc = 1024/768 = 2；外循环 K/V 块，内循环 Q 块。",
        "numericalStability": "每个 Q 块维护 m 和 l；新的 K/V 块到来时 m_new = max(m, rowmax(S_ij))，旧的 O 和 l 乘 exp(m − m_new)，fp32 累加。",
        "tradeOff": "因为不保存 P，反向需要用 Q、K、V 和保存的 m、l 重新计算 S 和 P，多一次 QK^T 的计算量。",
    }
