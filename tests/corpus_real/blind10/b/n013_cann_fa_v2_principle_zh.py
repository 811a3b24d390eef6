# Sources: S13 (paraphrase / 中文)

def designOutline():
    return {
        "memoryTraffic": "FlashAttentionScoreV2 按 flashAttention 正向流程实现:matmul 得到的 attention_score 不写回 GM,在 UB 上做 FlashSoftmax 后直接和 value 做 matmul,只有 attention_out 写回。",
        "tiling": "对 Skv 方向进行切分,每次处理一个 SkvSplit。",
        "numericalStability": "每次 FlashSoftmax 只处理一个 SkvSplit,从第二次循环开始计算 exp[i] = e^(max_{i-1} − max_i);i = 0 时 MM[PV] 结果直接存入 ub_attention_out[0],i ≥ 1 时把上一次的结果乘以 exp[i] 再加上本次的 MM[PV],最后除以 sum。",
        "tradeOff": "TODO",
    }
