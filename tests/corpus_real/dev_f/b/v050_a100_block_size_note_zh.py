# Sources: S50 (excerpt/paraphrase, Chinese README note)
def designOutline():
    return {
        "memoryTraffic": "以论文中 GPT2 的 N = 1024、d = 64 计算：Tr = 1024/64 = 16，所以 K、V 从 HBM 读 16 遍；S 不写回 HBM。",
        "tiling": "A100 的 Shared Memory 大小为 192KB = 196608 B，分块大小 Bc = M/4/64 = 768，Br = min(768, 64) = 64，d = 64，Tc = 1024/768 = 2。",
        "numericalStability": "每行维护 m 和 l，遇到新块时用 exp(m_old - m_new) 更新 l 和 O。",
        "tradeOff": "无",
    }
