# Sources: S02 (paraphrase / learner rewrite, Chinese study-group notes)


def design_outline():
    return {
        "memory_traffic": {
            "mechanism": "QKᵀ、mask、softmax、PV 融合成一个 kernel",
            "decision": "S/P 只在寄存器和 SRAM 里，不写 HBM；HBM 只读 Q、K、V，只写 O 和 LSE（每行一个 fp32）",
        },
        "tiling": {
            "mechanism": "外层按 Q 块并行，内层循环 K/V 块",
            "decision": "BLOCK_M=128、BLOCK_N=64、num_warps=4、num_stages=2，grid=(cdiv(N,128), B*H)",
        },
        "numerical_stability": {
            "mechanism": "在线 softmax，维护行最大值 m 和行和 l",
            "decision": "用 exp2，并把 1/√d·log2(e) 乘进 qk；每块先把 acc 和 l 乘以 exp2(m_old − m_new) 再累加；最后除以 l",
        },
        "trade_off": {
            "cost": "首次调用编译和 autotune 很慢",
            "cause": "每个 (BLOCK_M, BLOCK_N, num_warps, num_stages) 组合都要单独编译并实测一次",
        },
    }
