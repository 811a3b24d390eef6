# Sources: S12 (excerpt / 中文原文风格)

def design_outline():
    return {
        "memory_traffic": "FlashAttentionScore 融合算子:Q·K^T、缩放、mask、softmax、乘 V 在一个算子里完成,中间的 attention score 不落到 HBM。输出只有 attention_out 以及每行的 softmax_max、softmax_sum(float32),反向用这两个统计量重算。",
        "tiling": "按 query 的 S 轴分核,每个 AI Core 负责一块 query(例如 128 行),在 Skv 方向循环搬入 K/V 块到 UB/L1,当前块的 score 只在片上存在。",
        "numerical_stability": "online softmax:每处理一个 KV 块,更新 softmax_max,用 exp(旧max − 新max) 修正之前累加的 sum 和输出,softmax_max/softmax_sum 用 FP32 保存。",
        "trade_off": "反向不保存 softmax_out,而是根据 softmax_max/softmax_sum 重新计算一遍 QK^T,所以反向多一次矩阵乘;代价换来显存从 O(N^2) 降到 O(N)。",
    }
