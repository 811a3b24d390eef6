# Sources: S17 (paraphrase, 中文)


def designOutline():
    return {
        "memoryTraffic": [
            "S 不写回显存:每个 KV 块的分数 s = q_i × K^T 只在片上用完就丢。",
            "HBM 只读 Q、K、V,只写 O 和每行的 m、l。",
        ],
        "tiling": [
            "一行 query 的 8 个分数分成 4 个 KV 块,每块 2 个 key,按顺序一块一块处理。",
            "q_i 和它的累加器 O 一直留在片上。",
        ],
        "numericalStability": [
            "初始状态 m = -∞, l = 0, O = 0。",
            "每来一个块:m_new = max(m, max(s_blk));l 和 O 都先乘 exp(m - m_new),再加上新块的 Σexp(s - m_new) 和 Σexp(s - m_new)·v。",
            "最后 O / l 得到输出。",
        ],
    }
