# Sources: S01 (paraphrase / learner rewrite)
# 按论文公式自己算的分块大小（GPT-2 设置）


def designOutline():
    return {
        "memoryTraffic": "S 和 P 不写回 HBM，每个 tile 在 SRAM 里算完就丢；HBM 只读 Q、K、V，写 O 和 l、m。",
        "tiling": "GPU 以 A100 为例，shared memory M = 192KB = 196608 B，N = 1024，d = 64。"
                  "按论文 Bc = M/(4d) = 196608/4/64 = 768，Br = min(Bc, d) = 64，所以 Tr = 16，Tc = 2："
                  "一次把 768 行的 K 块和 V 块（fp16）加上 64 行的 Q 块都放进 A100 的 shared memory。",
        "numericalStability": "每行保存 m 和 l（fp32），处理新的 K/V 块时 O 和 l 都乘 exp(m_old − m_new) 再累加，最后除以 l。",
        "tradeOff": "反向传播要用保存的 m、l 重新计算 S 和 P，多一次 QK^T 矩阵乘，换来不存 N×N 矩阵。",
    }
