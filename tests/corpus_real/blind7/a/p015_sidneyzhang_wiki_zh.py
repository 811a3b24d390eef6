# Sources: S15 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "瓶颈不是计算（FLOPs），而是 GPU 内存层级之间的数据传输（IO）。"
                         "FlashAttention 不把 N×N 注意力矩阵写回 HBM，只在 SRAM 中分块计算。",
        "tiling": "Tiling：将注意力矩阵分块计算，每块保持在快速 SRAM 中。",
        "numericalStability": "数值稳定：用 online softmax。",
        "tradeOff": "Recomputation：反向传播时重新计算 softmax 而非存储中间结果，节省内存。",
    }
