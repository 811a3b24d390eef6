# Sources: S24 (paraphrase / 中文文档口吻)

def designOutline():
    return {
        "memory_traffic": "aclnnFlashAttentionScore 训练场景下用 FlashAttention 算法算 self-attention:score 不写回 Device 内存,输出 attentionOut 以及 softmaxMaxOut、softmaxSumOut(FLOAT32)给反向使用。",
        "tiling": "按 B、N、S(query)分核,每个核拿一块 query,在 key/value 的 S 方向循环搬入 KV 块;preTokens/nextTokens 之外的 KV 块直接跳过不算。",
        "numerical_stability": "每行维护 softmaxMax 和 softmaxSum(FP32),处理新的 KV 块时用 exp(旧max − 新max) 修正已有的 sum 和输出,最后再除以 sum。",
        "trade_off": "性能和精度需要权衡,可以通过 innerPrecise 参数进行调整。",
    }
