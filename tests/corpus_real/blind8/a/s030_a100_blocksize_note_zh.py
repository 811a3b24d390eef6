# Sources: S33 (paraphrase / learner rewrite), S01
# 作业：按论文公式给 A100 算分块大小


def designOutline():
    return {
        "memoryTraffic": (
            "标准 attention 把 S、P 写到 HBM 再读回；FlashAttention 融合成一个 kernel，S、P 只在 SRAM 里，"
            "不写回 HBM，HBM 只读 Q、K、V，只写 O 和 l、m。"
        ),
        "tiling": (
            "以 GPT2 的 N=1024、d=64 为例，A100 的 shared memory 按 192KB 算，M=196608，"
            "Bc = M/(4d) = 768，Br = min(768, d) = 64，Tr = 1024/64 = 16，Tc = 2。"
            "Q、K、V 都用 fp32 放在 shared memory 里：Q 块 64×64，K、V 块各 768×64。"
        ),
        "numericalStability": (
            "每行的 m、l 在 fp32 下在线更新：m_new = max(m, rowmax(S_ij))，l 和 O 都乘 exp(m - m_new) 修正。"
        ),
        "tradeOff": (
            "代价是反向要重算 S、P（因为没存 P），多一次 QK^T 的计算量。"
        ),
    }
