# Sources: S13, S24 (paraphrase / 中文)

def designOutline():
    return {
        "memoryTraffic": "QK^T 的结果 masked_attention_score 只在 UB 里存在,不写回 GM;FlashSoftmax 之后直接和 value 做 matmul,GM 只写 attention_out 和 softmax_max/softmax_sum。",
        "tiling": "Skv 方向按 SkvSplit = 512 切分,每个 AI Core 处理 128 行 query,Q 常驻 L1,K/V 每次搬一个 SkvSplit 到 L1/UB,结果累加在 ub_attention_out 中,双缓冲 ub_attention_out[0]/[1]。",
        "numericalStability": "第 i 次循环算 exp[i] = e^(max_{i−1} − max_i),把上一次的 MM[PV] 结果乘以 exp[i] 再加上本次的 MM[PV];sum 同样修正,最后除以 sum,max/sum 用 FP32。",
        "tradeOff": "Skv 很短(只有一个 SkvSplit)时刷新流程用不上,额外的 Mul/Add 和双缓冲只增加开销;Skv 很长时 softmax_max/softmax_sum 要写回 GM 给反向用,反向按它们重算 attention_score,多一次 matmul。",
    }
