# Sources: S12, S02 (paraphrase / learner rewrite)


def design_outline():
    return {
        "memory_traffic": {
            "mechanism": "QKᵀ、softmax、PV 融合成一个 kernel",
            "decision": "S、P 只在 shared memory / 寄存器里，不写回 HBM；只写 O 和每行 logsumexp",
        },
        "tiling": {
            "mechanism": "外循环 Q 块，内循环 K/V 块",
            "decision": "Br = 64、Bc = 64，每个 thread block 负责一个 Q 块并常驻 shared memory",
        },
        "numerical_stability": {
            "mechanism": "shared memory 的分配",
            "decision": "Q 块 8 KB，K、V 块各 8 KB，一共 24 KB，够放，不会 bank conflict",
        },
        "trade_offs": {
            "cost": "反向重算",
            "consequence": "前向没存 P，反向要把 S = QKᵀ 按块重算一遍，多一次矩阵乘",
        },
    }
