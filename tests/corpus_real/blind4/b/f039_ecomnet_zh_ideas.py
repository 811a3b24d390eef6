# Sources: S39 (learner notes prompted by a Chinese list of CUDA speed-up ideas; Chinese original)
def designOutline():
    return {
        "memoryTraffic": "FlashAttention 把注意力的计算复杂度从 O(N²) 降到线性,计算量少了,所以更快。",
        "tiling": "Q 按 64 行分块常驻 shared memory,K/V 按 64 行一块流过;grid = (N/64, batch*heads)。",
        "numericalStability": "每块算局部 max,和之前的 max 比较取大,用 exp(旧max − 新max) 修正之前的分母和输出。",
        "tradeOff": "缺点:反向要重算 QK^T,计算量增加大约一次 GEMM。",
    }
