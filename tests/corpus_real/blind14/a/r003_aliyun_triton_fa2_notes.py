# Sources: S02 (paraphrase / learner rewrite, Chinese study notes)


def designOutline():
    return {
        "memoryTraffic": (
            "标准注意力要把 N×N 的 S 写回 HBM，再读回来做 softmax，再读一次去乘 V。我的设计：一个 Triton "
            "kernel 融合 QKᵀ、softmax 和 PV，S 和 P 只在 SRAM/寄存器里存在，从不写入 HBM；HBM 只读 Q、K、V，"
            "只写 O 和每行的 logsumexp。"
        ),
        "tiling": (
            "每个 program 负责一个 BLOCK_M=128 行的 Q 块，Q 块和 fp32 累加器一直留在片上；内层循环按 "
            "BLOCK_N=64 流式读入 K、V 块。grid = (N/BLOCK_M, batch×heads)。BLOCK_M、BLOCK_N、num_warps、"
            "num_stages 交给 Triton autotuner 在几组配置里挑。"
        ),
        "numericalStability": (
            "在线 softmax：每行维护运行最大值 m 和运行和 l（fp32）。新块来了先算 m_new = max(m, rowmax(S_blk))，"
            "把旧的 acc 和 l 乘以 exp(m − m_new)，再累加 exp(S_blk − m_new)·V；最后 O = acc / l。"
            "因果模式下对角线以上的位置先填 −inf 再求最大值。"
        ),
        "tradeOff": (
            "代价：autotuner 第一次调用要把每个配置都编译并实测一遍，所以首次调用要好几秒；另外块太大时寄存器"
            "不够会 spill，所以 head_dim=128 时只能选较小的 BLOCK_N。"
        ),
    }
