# Sources: S40 (excerpt / 学习者改写)

def designOutline():
    return {
        "memoryTraffic": "Kernel 融合：QK^T → softmax → dropout → AV 全在一个 kernel 内完成，N×N 的注意力矩阵不写回 HBM，内存从 O(N²) 降到 O(N)。",
        "tiling": "v2：更好的工作分区，减少 shared memory bank conflict；Warp-level 优化，改进线程分配和 reduction。",
        "numericalStability": "在线 Softmax（Online Softmax）：不需要完整 N×N 矩阵，增量更新归一化。",
        "tradeOff": "v3 依赖 H100 的 TMA 和 FP8 Tensor Core（wgmma 指令只有 Hopper 有），所以 A100 上用不了 v3 的路径，只能跑 v2。",
    }
