# Sources: S02 (paraphrase / learner rewrite, Chinese peer-review comments)


def designOutline():
    return {
        "memoryTraffic": (
            "互评意见 + 我们组的设计：S 和 P 不写回 HBM，只放在共享内存里，每个 tile 算完就丢；HBM 上只有 "
            "Q、K、V 的读取和 O 的写回。"
        ),
        "tiling": (
            "BLOCK_M = 64，BLOCK_N = 64，head_dim = 64；一个 thread block 处理一个 Q 块和一个 head，"
            "循环读取所有 K/V 块。"
        ),
        "numericalStability": (
            "对每个 K/V 块单独做 softmax：减去这个块自己的最大值，除以这个块自己的和，然后把各块的 P·V "
            "结果加起来。这样每块都数值稳定，不需要额外的状态。"
        ),
        "tradeOff": (
            "代价：head_dim 变成 128 时，64×128 的 fp32 累加器要 32 KB 寄存器，再加上 S 块，寄存器放不下"
            "会溢出（spill），所以要把 BLOCK_M 减小。"
        ),
    }
