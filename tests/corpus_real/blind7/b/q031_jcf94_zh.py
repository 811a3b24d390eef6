# Sources: S30 (paraphrase, 中文)


def designOutline():
    return {
        "memoryTraffic": (
            "常规 Self Attention 要 3 个 cuda kernel,对 global memory 的访存量是 4L·Dim + 3L·L = O(L·Dim + L²);"
            "FlashAttention 把三步融合成一个 kernel,L × L 的中间结果不落 global memory,只读 Q、K、V,写 O。"
        ),
        "tiling": (
            "FA1 的循环顺序:外层循环遍历 K/V 块,内层循环遍历 Q 块,每块的大小按 SRAM 大小 M 来定,Q 块和 O 块每次从 "
            "HBM 读进来更新后再写回。"
        ),
        "numericalStability": (
            "softmax 需要整行的 e_sum 和最大值;分块时先用局部的 max 和 sum,后面来了新块再用 exp(旧max - 新max) "
            "修正前面已经算好的结果。"
        ),
        "failure_mode": (
            "核心思路是计算换访存:backward 不存 P,重新计算 S,多了一次 QK^T 的计算量;只有在 sequence length 长、"
            "整体偏 memory bound 的时候才划算。"
        ),
    }
