# Sources: S27, S28 (中文学习者改写)
def designOutline():
    return {
        "memoryTraffic": (
            "前向只读 Q、K、V，写 O 和每行的 logsumexp（L），S、P 从不写回 HBM；反向用 L 在片上重算 P，"
            "所以也不需要存 N×N 的矩阵。"
        ),
        "tiling": (
            "前向：Q 在外层循环（每个 thread block 负责一个 Br 行的 Q 块，O 块一直留在寄存器里），K/V 在内层循环"
            "逐块读进共享内存；grid = (N/Br, batch×heads)。反向：反过来，K/V 块在外层常驻，dK、dV 在寄存器里累加，"
            "Q/dO 在内层流过，dQ 用 atomicAdd 写回。块大小按论文的公式：SRAM 能放 M 个元素时 Bc = ceil(M/4d)，"
            "Br = min(Bc, d)。例如 48KB 共享内存 = 24576 个 fp16，d = 64 → Bc = 96, Br = 64。"
        ),
        "numericalStability": (
            "在线 softmax：每行维护 fp32 的 m 和 l，新块来了 m_new = max(m, rowmax(S))，旧的 O 和 l 乘 "
            "exp(m - m_new) 再加新块；FA2 只在最后除一次 l。"
        ),
        "tradeOff": (
            "反向如果把循环顺序换成 Q 外层，就得对 dK、dV 做原子加；现在的顺序只对 dQ 做 atomicAdd，稍微快一些。"
            "代价是 atomicAdd 的浮点加法顺序每次运行不同，dQ 不是逐位确定的（non-deterministic）。"
        ),
    }
