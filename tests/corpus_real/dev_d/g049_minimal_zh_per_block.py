# Sources: S22 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "每个 thread block 把 Kj、Vj 读进共享内存, 再对所有 Qi 循环; Sij 只在共享内存里, 不写回 HBM, 只写 O (以及 l、m).",
        "tiling": "Bc = Br = 32 (编译时固定); 共享内存 = (2*Bc*d + Br*d + Bc*Br) * 4 字节, d = 64 时约 28 KB; grid = (batch, heads), 每个线程负责 Q 块的一行.",
        "numericalStability": "每个 block 的 softmax 单独算: 减去这个 block 的行最大值, 再除以这个 block 的和, 然后把各个 block 的 P*V 直接加到 O 上.",
        "tradeOff": "每线程一行的简化让矩阵乘法很慢 (没有用 tensor core, 也没有 warp 协作), 所以序列长、块大的时候比手写的普通 attention 还慢.",
    }
