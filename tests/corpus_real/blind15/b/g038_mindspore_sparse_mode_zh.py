# Sources: S08 (paraphrase / learner rewrite, Chinese)
def designOutline():
    return {
        "memoryTraffic": (
            "flash_attention_score 融合算子只从 HBM 读 query、key、value(以及可选的 pse、atten_mask),"
            "中间的 S1 x S2 分数矩阵不写回;写回的只有 attention_out 和 FP32 的 softmax_max / softmax_sum。"
        ),
        "tiling": (
            "sparse_mode 和 pre_tokens / next_tokens 决定哪些块要算:causal(sparse_mode=2)时,"
            "每个 128 行的 Q 块只遍历对角线及左侧的 K/V 块(每块 128 行),完全被 mask 掉的块直接跳过,"
            "不再把 atten_mask 整个读进来。"
        ),
        "numericalStability": (
            "分块时每行保存当前最大值和指数和(FP32),下一块的最大值变大就用 exp(旧max - 新max) "
            "修正之前的输出和和;反向用保存的 softmax_max、softmax_sum 重算 P。"
        ),
        "tradeOff": (
            "causal 跳块后,不同 Q 块的工作量差很多(最后一块要算全部 K 块),如果按顺序把 Q 块分给核,"
            "前面的核很早就空闲了,负载不均衡。"
        ),
    }
