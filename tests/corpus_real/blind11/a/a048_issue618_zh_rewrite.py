# Sources: S05 (learner rewrite in Chinese of an issue asking about the paper)


def designOutline():
    return {
        "memoryTraffic": (
            "HBM 访问 O(N²d²/M)：K_j、V_j 每个外循环读一次，Q_i、O_i 在内循环里反复读写；S_ij 只在 SRAM，"
            "不写回 HBM。"
        ),
        "tiling": (
            "Bc = ⌈M/4d⌉，Br = min(⌈M/4d⌉, d)；取 min 是为了让 S_ij（Br×Bc）也放得进 SRAM。外循环 K/V，内循环 Q。"
        ),
        "numericalStability": (
            "l_i、m_i 放寄存器；m_new = max(m_i, m̃_ij)，O_i 先乘 e^(m_i − m_new)·l_i/l_new 再加新块的贡献。"
        ),
        "tradeOff": "缺点：要额外存 l 和 m，所以比标准 attention 占用更多显存。",
    }
