# Sources: S27 (paraphrase, 中文)


def designOutline():
    return {
        "memoryTraffic": (
            "核心在 compute_attn_1rowblock:每个 thread block 负责 Q 的一个 row block,用 cp.async 把 Q、K、V 从 "
            "global memory 搬到 smem,S 和 P 只在寄存器里,最后只把 O 和 LSE 写回 global memory。"
        ),
        "tiling": (
            "hdim=128、sm80 的模板参数:kBlockM = 128,kBlockN = 32,kNWarps = 4(128 个线程),"
            "Q 的 smem = 128 × 128 × 2 = 32 KB,K、V 各 32 × 128 × 2 = 8 KB,kSwizzle = 3 避免 bank conflict。"
        ),
        "numericalStability": (
            "ElementAccum = float:scores 在 fp32 里做 online softmax,每处理完一个 n_block 用 scale_apply_exp2 "
            "算 exp2,并用 rescale_o 把之前的 O 乘上 exp(m_old - m_new)。"
        ),
        "tradeOff": (
            "Share_Q_K_smem = false:如果让 Q 和 K 共享 smem 可以省下 32 KB,代价是 Q 必须先搬进寄存器 "
            "(Is_Q_in_regs),寄存器压力变大,可能 spill。"
        ),
    }
