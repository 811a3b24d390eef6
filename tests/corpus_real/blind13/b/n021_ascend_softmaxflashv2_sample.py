# Sources: S18 (paraphrase / practitioner rewrite, 中文)


def designOutline():
    return {
        "memoryTraffic": (
            "FA 算子里 Q/K/V 从 GM 读，S 和 P 只在 UB/L0C，不落 GM；GM 只写 O 和 [s1, 8] 的 "
            "max/sum（8 个 float 凑 32 B 对齐）。"
        ),
        "tiling": (
            "每个 AI Core 处理 s1 方向 64 行；s2 = 960 分成 4 块，每块 240 列；"
            "Q 块常驻 L1，K/V 块双缓冲。"
        ),
        "numericalStability": (
            "每个 s2 块调用 SoftmaxFlashV2<update = false>：每块减去自己的 max、除以自己的 sum，"
            "最后把 4 个块的 P·V 结果直接相加。"
        ),
        "tradeOff": (
            "max/sum 存成 [m, 8] 是为了 32 字节对齐，UB 占用是 m×8×4 B 而不是 m×4 B；"
            "m = 960 时约 30 KB，192 KB 的 UB 里就放不下 S 块的双缓冲了。"
        ),
    }
