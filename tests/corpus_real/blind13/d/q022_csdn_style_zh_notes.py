# Sources: S25 (*) (paraphrase, rendered in Chinese), S35 (paraphrase)


def designOutline():
    return {
        "memoryTraffic": (
            "算子融合:QK^T、softmax、PV 在同一个 kernel 里完成,N×N 的 S 矩阵只以分块形式存在于 "
            "SRAM 中,不写回 HBM;HBM 只读 Q、K、V,只写 O 和 logsumexp。"
        ),
        "tiling": (
            "A100 上 Br = 64、Bc = 128,d = 64,fp16:Q 块 8 KB 常驻共享内存,K、V 块各 16 KB "
            "流式读入,合计 40 KB。grid = (N/64, B×H),每个 block 4 个 warp。"
        ),
        "numericalStability": (
            "局部最大值是不够的:如果只用当前块的最大值,后面的块可能出现更大的值,结果就错了。"
            "所以必须先对 K 做一遍扫描求出每行真正的全局最大值 m,第二遍再计算 exp(S − m)、"
            "行和 l 与 PV,这样才数值稳定,全部用 fp32 累加。"
        ),
        "tradeOff": (
            "反向传播不存 P,而是用保存的 logsumexp 重新计算 S 和 P:每个块多一次 QK^T 矩阵乘,"
            "计算量大约增加 30%。"
        ),
    }
