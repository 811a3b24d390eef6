# Sources: S04 (rewrite of an already-used source, learner's own words in Chinese)


def designOutline():
    return {
        "memoryTraffic": "一个融合 kernel：S 和 P 只在 SRAM/寄存器里，从不写回 HBM；HBM 只读 Q、K、V，只写 O 和每行的 logsumexp。",
        "tiling": "Q 按 Br=128 行分块常驻 shared memory，K/V 按 Bc=64 行在内循环流式读入，d=128；一个 thread block 负责一个 (batch*head, Q 块)。",
        "numericalStability": "online softmax：每行在 fp32 中维护 running max m 和 running sum l，m 变大时用 exp(m_old - m_new) 重新缩放累加器和 l，最后除以 l。",
        "tradeOff": "d=256 时一个 Q/K/V 块就放不进 SRAM（A100 每个 SM 才 163 KB），只能把块缩得很小，于是 K/V 重复读多、速度反而变慢。",
    }
