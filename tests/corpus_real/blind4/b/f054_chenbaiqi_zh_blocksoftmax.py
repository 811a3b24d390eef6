# Sources: S01 (different passage; Chinese original)
def designOutline():
    return {
        "memoryTraffic": "避免将庞大的 n×n 矩阵写回 HBM:每块 S 在片上算完就用掉,HBM 只有 Q、K、V 和 O 的读写。",
        "tiling": "平铺:Q 块 128 行留在 SRAM,K/V 块 64 行依次加载,head dim 128。",
        "numericalStability": "分块进行 softmax:每个分块单独做 softmax(减去块内最大值,除以块内和),然后把各块的结果加起来。",
    }
