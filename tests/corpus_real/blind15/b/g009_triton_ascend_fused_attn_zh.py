# Sources: S10 (paraphrase / learner rewrite, Chinese)
def designOutline():
    return {
        "memoryTraffic": (
            "_attn_fwd 一个 kernel 完成 QK^T、softmax 和 PV:Q 块只读一次,K/V 块按顺序从 GM 读入,"
            "qk 和 p 只在片上,不写回 GM;最后写回 Out 和每行的 M(logsumexp)。"
        ),
        "tiling": (
            "每个 program 处理一个 (query 块, batch*head):BLOCK_M = 128 行的 Q 和 acc 常驻片上,"
            "_attn_fwd_inner 在 [lo, hi) 范围内按 BLOCK_N = 128 行遍历 K/V,HEAD_DIM = 128。"
            "causal 时分两个 STAGE:对角线之前的块不加 mask,对角线块单独加 mask,之后的块不计算。"
        ),
        "numericalStability": (
            "max-shifted softmax:m_ij = max(m_i, rowmax(qk*scale)),p = exp(qk*scale - m_ij),"
            "alpha = exp(m_i - m_ij),acc 和 l_i 都先乘 alpha 再累加,acc 用 fp32。结束时 acc / l_i,"
            "并保存 m_i + log(l_i)。"
        ),
        "tradeOff": (
            "对角线块必须单独走一个带 mask 的阶段;如果 N_CTX 不是 BLOCK_N 的整数倍,最后一块还要做"
            "边界检查和补零,多出来的 mask 计算和分支会拖慢这一部分块。"
        ),
    }
