# Sources: S22 (already-used source; learner rewrite in Chinese, mapping form)


def design_outline():
    return {
        "memory_traffic": {
            "机制": "算子融合，一个 kernel 完成 QK^T、softmax、PV",
            "决策": "S、P 只在 SRAM/寄存器中按块存在，从不写回 HBM；HBM 只读 Q/K/V，写 O 和 logsumexp",
        },
        "tiling": {
            "机制": "外层循环遍历 Q 块（FA2 顺序）",
            "决策": "Br=128, Bc=64, d=64；每个 thread block 负责一个 Q 块，4 个 warp 各算 32 行，K/V 在内层循环流过共享内存",
        },
        "numerical_stability": {
            "机制": "online softmax",
            "决策": "每行 fp32 的 m、l；m 变大时 acc 和 l 乘 exp(m_old − m_new)；最后一次性除以 l",
        },
        "trade_offs": {
            "代价": "反向重算",
            "原因": "前向不存 P，反向要用 Q、K 和 logsumexp 重新算 S=QK^T，每个块多一次 GEMM",
        },
    }
