# Sources: S52 (paraphrase / 中文)

def designOutline():
    return {
        "memoryTraffic": {
            "mechanism": "npu_fused_infer_attention_score 融合推理 attention",
            "decision": "全量(PromptFlashAttention)和增量(IncreFlashAttention)都不把 score 写回 HBM,只读 Q/K/V(含 block_table 索引的分页 KV),写 attention 输出",
        },
        "tiling": {
            "mechanism": "Query 的 S 为 1 时走 IncreFlashAttention",
            "decision": "增量场景按 KV 长度和 batch×head 分核,每个 AI Core 处理一段 KV 块;全量场景按 query 的 S 轴切块,每核一块 query 在 KV 方向循环",
        },
        "numericalStability": {
            "mechanism": "分块 softmax 的 max/sum 修正",
            "decision": "每个 KV 块更新行最大值,用 exp(旧max − 新max) 修正已累加的 sum 和输出,统计量用 FP32",
        },
        "tradeOff": {
            "cost": "图模式开启 Tiling 调度优化时 actual_seq_length 需要 Host 到 Device 拷贝",
            "cause": "Tiling 分核要用到 actual_seq_length,若它在 Host 上,每步都要拷贝一次,模型执行性能会下降;所以 TorchAir 提供直接传 Device Tensor 的接口",
        },
    }
