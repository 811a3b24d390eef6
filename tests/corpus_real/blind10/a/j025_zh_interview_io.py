# Sources: S10, S22 (learner rewrite, Chinese interview answer)
def designOutline():
    return {
        "memoryTraffic": (
            "核心是减少 HBM 访问：S 和 P 不写回 HBM，只在 SRAM 里算完就丢掉，所以 HBM 的读写次数从 O(N^2) 降到了 O(N)。"
        ),
        "tiling": (
            "Q 分块 Br = 64，K/V 分块 Bc = 64，外层循环 Q 块、内层循环 K/V 块（FA2 的顺序），每个 Q 块一个 thread block，"
            "Q 块常驻 shared memory。"
        ),
        "numericalStability": (
            "online softmax：每行记录当前最大值 m 和指数和 l（fp32），遇到更大的 m 就把之前的 O 和 l 乘上 exp(m_old - m_new)，"
            "最后统一除以 l。"
        ),
    }
