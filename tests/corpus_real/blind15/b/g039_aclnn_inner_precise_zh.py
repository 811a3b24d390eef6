# Sources: S09 (*) (paraphrase / learner rewrite, Chinese)
def designOutline():
    return {
        "memoryTraffic": "使用 FlashAttention 算法,减少显存搬运,提升性能,节省显存。",
        "tiling": (
            "S1 方向按 128 行切 Q 块,每个 AI Core 处理若干 (batch, head, Q 块);S2 方向按 256 行"
            "循环搬 K/V(D = 128),Q 块在循环里常驻 L1。"
        ),
        "numericalStability": (
            "softmaxMaxOut / softmaxSumOut 都是 FP32,每行一个(实际实现按 8 个重复存储);"
            "每处理一块 K/V 更新最大值并用 exp(旧max - 新max) 缩放之前的和与输出。"
        ),
        "tradeOff": (
            "innerPrecise = 0 是高精度模式;设成 1(高性能)后部分中间结果用 FP16 保存,FP16 只有 "
            "10 位尾数,长序列上累加误差变大。"
        ),
    }
