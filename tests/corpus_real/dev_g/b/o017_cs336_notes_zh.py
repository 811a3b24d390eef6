# Sources: S22 (paraphrase in Chinese)
def designOutline():
    return {
        "memoryTraffic": "FlashAttention 是 IO 感知的算法，充分利用 SRAM 的高带宽，所以非常快，HBM 读写是瓶颈而它解决了这个瓶颈。",
        "tiling": "Q 分成 64 行的块，K、V 分成 64 行的块（d = 64）；SRAM 内循环：每次取一个 Q 块和一个 K、V 块，Q 块在整个内循环中留在共享内存。",
        "numericalStability": "增量式 softmax：维护每行的 running max 和 running sum（fp32），max 变大时用 exp(m_old - m_new) 修正已累积的输出和分母。",
        "tradeOff": "d = 256 时 Q、K、V 块加起来超过共享内存，只能把块缩到 32 行，tensor core 利用率下降。",
    }
