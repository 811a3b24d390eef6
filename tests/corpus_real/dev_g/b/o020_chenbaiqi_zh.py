# Sources: S28 (paraphrase in Chinese)
def designOutline():
    return {
        "memoryTraffic": "FlashAttention 通过平铺把数据保存在片上内存，把注意力的计算量从 O(N²) 降到 O(N)，FLOPs 少了所以更快。",
        "tiling": "平铺：Q 按 64 行、K/V 按 64 行分块，d = 64，Q 块放在共享内存里，内层循环依次加载 K/V 块。",
        "numericalStability": "分块 softmax：每行保存最大值和指数和（fp32），新块最大值更大时，用 exp(旧最大值 - 新最大值) 缩放之前的结果。",
        "tradeOff": "因果掩码下前面的 Q 块工作量小、后面的大，SM 负载不均，尾部有空闲。",
    }
