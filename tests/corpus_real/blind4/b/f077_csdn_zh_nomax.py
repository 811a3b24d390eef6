# Sources: S32 (Chinese original learner notes prompted by the post)
def designOutline():
    return {
        "memoryTraffic": "不把 S 写回显存:QK^T、softmax、PV 在一个 kernel 中完成,只写 O。",
        "tiling": "Br = Bc = 64,d = 128,Q 块常驻 shared memory,K/V 逐块加载。",
        "numericalStability": "bf16 和 fp32 的指数范围相同,exp 不会溢出,所以不需要减最大值,直接累加 exp(S) 和 exp(S)V,最后除以总和。",
        "tradeOff": "BF16 尾数只有 7 位,累加器如果用 bf16 会有较大舍入误差,所以累加器必须用 fp32,占用更多寄存器。",
    }
