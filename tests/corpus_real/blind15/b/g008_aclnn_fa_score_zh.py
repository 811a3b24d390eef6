# Sources: S09 (*) (paraphrase / learner rewrite, Chinese)
def designOutline():
    return {
        "memoryTraffic": (
            "aclnnFlashAttentionScore 是一个融合算子:Q、K、V 从 Global Memory 搬到 L1/UB,"
            "Q*K^T 的结果只在片上存在,不写回 GM;最后写回 attentionOut 以及 softmaxMax、softmaxSum"
            "(每行一个 FP32 值)。"
        ),
        "tiling": (
            "按 S1 方向切 128 行的 Q 块分给各个 AI Core,每个核保留这个 Q 块,内层循环按 128 行"
            "搬入 K/V 块(D=128,FP16),Cube 做矩阵乘,Vector 做 softmax。"
        ),
        "numericalStability": (
            "每个 K/V 块各自做 softmax:减去本块内的最大值,除以本块的指数和,然后把各块乘 V 的结果"
            "直接相加得到输出,用 FP32 计算避免溢出。"
        ),
        "tradeOff": (
            "innerPrecise=1(高性能模式)时 softmax 的部分计算用 FP16,尾数只有 10 位,"
            "长序列下精度比高精度模式差。"
        ),
    }
