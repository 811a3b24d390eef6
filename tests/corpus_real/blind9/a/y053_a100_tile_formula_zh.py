# Sources: B1 (paraphrase / learner rewrite, Chinese; paper's Bc = ceil(M/4d) applied with M in bytes)
def designOutline():
    return {
        "memoryTraffic": "S、P 不写回 HBM，按块在 SRAM 里算完就扔；HBM 只读 Q、K、V，写 O 和每行的 l、m。",
        "tiling": "以 GPT-2 为例 N = 1024，d = 64，硬件用 A100：A100 的 Shared Memory 是 192KB = 196608 B，"
                  "按论文公式 Bc = M/4/d = 196608/4/64 = 768，Br = min(768, 64) = 64，fp16。"
                  "所以 Tr = 1024/64 = 16，Tc = 1024/768 ≈ 2，外层循环 K/V 块，内层循环 Q 块。",
        "numericalStability": "每行维护 m、l，新块来时 m_new = max(m, m̃)，"
                              "l_new = e^(m − m_new)·l + e^(m̃ − m_new)·l̃，O 用同样的因子修正。",
        "tradeOff": "反向传播不保存 P，要从 Q、K、V 和 (m, l) 重新计算 S、P，多了矩阵乘的计算量。",
    }
