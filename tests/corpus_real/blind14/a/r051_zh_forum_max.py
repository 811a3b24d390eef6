# Sources: S02 (paraphrase / learner rewrite, Chinese forum reply)


def designOutline():
    return {
        "memoryTraffic": (
            "论坛回答：FlashAttention 不把 N×N 的注意力矩阵写到显存，S、P 在 SRAM 里用完即弃；显存只读 Q、"
            "K、V，写 O。"
        ),
        "tiling": "Q 按 128 行分块，一个 thread block 负责一块；K/V 按 64 行分块，循环读入共享内存。",
        "numericalStability": (
            "我觉得减最大值这一步可以省掉：前面有 LayerNorm，QKᵀ/√d 的值都很小，exp 不会溢出，直接用在线"
            "求和 l 就行，最后除以 l。"
        ),
        "tradeOff": "代价：反向传播要重新计算 S 和 P（因为前向没存 P），每个块多一次 QKᵀ 矩阵乘。",
    }
