# Sources: S10, S11 (learner rewrite, Chinese study-group check-in)
def designOutline():
    return {
        "memoryTraffic": (
            "QK^T → mask → softmax → PV 融合到同一个 kernel：S_ij 和 P_ij 只在片上（shared memory / 寄存器）短暂存在，"
            "算完就丢，不写回 HBM；HBM 只读 Q、K、V，只写 O 和每行的 lse。"
        ),
        "tiling": "分块、SRAM、Br、Bc、warp、shared memory、流水线",
        "numericalStability": (
            "维护 running state：m（最大值）、l（指数和）、O（累计输出），都用 fp32；新 tile 到来时 m_new = max(m, rowmax(S_ij))，"
            "旧的 O 和 l 乘以 exp(m - m_new) 重新缩放，最后 O / l。"
        ),
        "tradeOff": "反向不存 P，需要用 Q、K 和 lse 重新计算 S_ij，每个块多一次 QK^T 矩阵乘。",
    }
