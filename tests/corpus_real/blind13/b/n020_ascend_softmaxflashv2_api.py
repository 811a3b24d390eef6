# Sources: S17 (paraphrase / practitioner rewrite, 中文)


def designOutline():
    return {
        "memoryTraffic": (
            "Q 块从 GM 搬到 L1/L0A 一次，K/V 块沿 s2 方向分块流式搬入；QK^T 结果在 L0C -> UB，"
            "SoftmaxFlashV2 在 UB 上做完 exp，P 直接送回 Cube 做 PV，不写回 GM；"
            "GM 只写 O 和 softmaxMax / softmaxSum。"
        ),
        "tiling": (
            "每个 AI Core 负责 s1 方向 128 行，s2 方向每次 128 列（isBasicBlock），D = 128；"
            "UB 192 KB 里放 128×128 fp32 的 S 块（64 KB）和 [128, 8] fp32 的 max/sum；"
            "24 个 AI Core 按 B·N·s1/128 分核。"
        ),
        "numericalStability": (
            "update = true：M = max(rowmax(x), inmax)，E = exp(inmax - M)，"
            "S = Σexp(x - M) + E·insum；E（expMaxTensor）也用来把之前累积的 O 乘一遍再加新块；"
            "全部 float。"
        ),
        "tradeOff": (
            "代价：SoftmaxFlashV2 跑在 Vector 上，两个矩阵乘跑在 Cube 上，S 块要从 L0C 经 UB "
            "来回搬，Cube 和 Vector 之间要同步；s2 切到 64 时同步次数翻倍，Cube 利用率掉到一半以下。"
        ),
    }
