# Sources: S31 (learner rewrite in Chinese; source already used elsewhere), S13
def designOutline():
    return {
        "memoryTraffic": "解码阶段每步只有一个 query：整个 KV cache（2 × L × d × 2 字节/头）从 HBM 读一次，1×L 的打分向量和 softmax 权重只在寄存器里，不写回显存；只写出 d 维输出。",
        "tiling": "按序列长度切分：grid = (batch, heads, splits)，每个 split 处理 1024 个 token，内部按 64 token 一块（d = 128）经共享内存流过。",
        "numericalStability": "每个 split 各自做 softmax 并用自己的和归一化，最后把各 split 的输出取平均。",
        "tradeOff": "多了一个归约 kernel：各 split 的部分输出要写回 HBM 再读出来合并，上下文短时这部分开销占主导。",
    }
