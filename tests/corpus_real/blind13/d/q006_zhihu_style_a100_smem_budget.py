# Sources: S25 (*) (paraphrase, rendered in Chinese), S24 (*) (paraphrase)


def designOutline():
    return {
        "memoryTraffic": (
            "标准 attention 要把 N×N 的 S 和 P 写回 HBM 再读出来。我的 kernel 把 QK^T、softmax、PV "
            "融合成一个 kernel:S、P 只存在于寄存器/共享内存中,绝不写回 HBM。HBM 上只读 Q、K、V,"
            "只写 O 和每行一个 fp32 的 logsumexp,写回量是 O(Nd) 而不是 O(N²)。"
        ),
        "tiling": (
            "A100 每个 block 最多 163 KB 共享内存。取 d = 128, fp16: Br = 128 行 Q(32 KB)常驻 "
            "共享内存,外层按 Q 块并行,一个 thread block 负责一个 (Q 块, batch×head);内层循环以 "
            "Bc = 64 行为单位流式读入 K、V(各 16 KB),双缓冲后共 32 + 2×32 = 96 KB,放得下。"
        ),
        "numericalStability": (
            "在线 softmax:每行维护 fp32 的 m(当前最大值)和 l(指数和)。每来一个 K/V 块,"
            "m_new = max(m, 块内行最大值),旧的 O 和 l 乘以 exp(m - m_new) 再累加新块;"
            "最后 O / l,并保存 L = m + log l 给反向用。"
        ),
        "tradeOff": (
            "d = 256 时同样的 128×64 切分需要 Q 64 KB + 双缓冲 K/V 128 KB = 192 KB,超过 163 KB,"
            "只能把 Br 降到 64,于是 K/V 要被多读一倍次数。"
        ),
    }
