# Sources: S11 (paraphrase / learner rewrite, Chinese)
def designOutline():
    return {
        "memoryTraffic": (
            "Q、K、V 从 global memory（HBM）读进 shared memory，S = QK^T 和 P 只放在寄存器里，算完 P@V 就丢掉，"
            "不写回 HBM；最后只写 O 和每行一个 lse。HBM 上没有 N×N 的中间矩阵。"
        ),
        "tiling": (
            "MMA 用 m16n8k16。Br = 16x4 = 64，Bc = 8x8 = 64，一个 block 4 个 warp，每个 warp 负责 16 行 Q（split Q），"
            "K/V 的 tile 在 shared memory 里被 4 个 warp 共享；head_dim = 64 时 Q、K、V tile 各 8KB，一共 24KB。"
            "grid = (N/64, batch*heads)。"
        ),
        "numericalStability": (
            "每行维护 m 和 l（fp32）。新 tile 来了 m_new = max(m_old, rowmax(S))，O 和 l 先乘 exp(m_old - m_new) 再加上 "
            "exp(S - m_new)@V，最后 O / l。"
        ),
        "tradeOff": (
            "如果 split KV，不同 warp 的部分结果要通过 smem 和 warp shuffle 合并，多了同步，所以选 split Q。代价是 "
            "head_dim 大（比如 256）时每个 warp 的 O 累加器在寄存器里放不下，会 spill 到 local memory。"
        ),
    }
