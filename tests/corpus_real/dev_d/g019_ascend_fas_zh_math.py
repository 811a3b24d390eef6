# Sources: S23 (excerpt)
def designOutline():
    return {
        "memoryTraffic": "query 与 key^T 的 matmul 结果 attention_score 只在 UB/L0C 里, 经过 pse、scale、atten_mask 后直接做 FlashSoftmax 再与 value matmul; attention_score 不落 GM, GM 只写 attention_out 和 softmax_max / softmax_sum.",
        "tiling": "沿 Skv 方向切分, 每次 FlashSoftmax 只处理一个 SkvSplit; S1 方向 vec 基本块最大 512 (S1_VEC2_BASE_SIZE_MAX), 多核按 B*N*S1 分核.",
        "numericalStability": "从第二次循环开始记录 exp[i] = e^{max_{i-1} - max_i}, 用它刷新 sum_i = exp[i] * sum_{i-1} + rowsum(e^{x - max_i}) 和已有的输出 O_i = exp[i] * O_{i-1} + P_i V_i, 最后一次再除以 sum.",
        "tradeOff": "dropout 的 mask 要按 bit 存在 GM 并且对齐到 32B (DROP_MASK_ALIGN_UNIT=256), 开 dropout 时多一份 S1*S2/8 字节的 HBM 读, 长序列时带宽开销明显.",
    }
