# Sources: S33 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "在 UB 里做: srcTensor (一个切块的 score) 来自 L0C/UB, 不写回 GM.",
        "tiling": "last 轴 (Skv) 被切分, 每块 last 轴长度 32B 对齐; 输入 shape [80, 144] 的例子; isBasicBlock 表示 last 轴是 128 的倍数的基本块, 可以提升性能.",
        "numericalStability": "SoftmaxFlash 用上一次的 inMaxTensor 和 inExpSumTensor 更新本次结果: expMax = exp(max_old - max_new), expSum_new = expMax * expSum_old + sum(exp(x - max_new)); isUpdate = true 时才做这个刷新.",
        "tradeOff": "因为 last 轴被切开, 每块的 reduce 结果都不是全轴的, 所以必须多存 max 和 expSum 两个 [rows, 16] 的 tensor (last 轴固定 32B), 占用额外的 UB 空间, 留给 score 块的空间变小.",
    }
