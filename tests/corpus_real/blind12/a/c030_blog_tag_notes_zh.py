# Sources: S30 (already-used source; learner rewrite in Chinese)


def designOutline():
    return {
        "memoryTraffic": "标准注意力要把 n×n 的 S 和 P 写到 HBM 再读回；FlashAttention 把 Q、K、V 分块搬进片上 SRAM，在 SRAM 里算完 softmax 和乘 V，S/P 不写回 HBM，只写 O 和 logsumexp。",
        "tiling": "我的设置：Br = 256，Bc = 256，d = 256，fp16。每个 thread block 一次把 Q 块和 K、V 块都放进 shared memory，块越大 K/V 重复读取越少；外循环 Q 块，内循环 K/V 块。",
        "numericalStability": "在线 softmax：每行记录当前最大值 m 和指数和 l；新块的最大值更大时，把之前的 l 和输出累加器乘以 exp(m_old − m_new)，最后除以 l。累加用 fp32。",
        "tradeOff": "反向时没有 P，需要用 Q、K 和保存的 logsumexp 重算每个块的 S、P，多了一次 QK^T 矩阵乘。",
    }
