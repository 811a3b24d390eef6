# Sources: S16, B1 (paraphrase / learner rewrite, Chinese)
def designOutline():
    return {
        "memoryTraffic": "naive 实现：S 写 HBM、读回来做 softmax、P 再写 HBM、再读回来乘 V。FlashAttention 把三步融合，"
                         "S/P 只在 SRAM 里出现，HBM 只剩读 Q、K、V 和写 O、L（每行一个 logsumexp）。",
        "tiling": "外层循环 Q 块（Br = 64），内层循环 K/V 块（Bc = 64），d = 128；Q 块和输出累加器常驻片上，"
                  "K/V 块每次迭代从 HBM 流进 shared memory，双缓冲 2 个 stage。",
        "numericalStability": "Naive → Safe → Online：safe softmax 减最大值防止 exp 溢出；online 版本一遍扫描，"
                              "每来一块就更新 m，并把之前的和乘以 exp(m_old − m_new) 修正。",
        "tradeOff": "代价：重计算、寄存器压力、负载不均衡。",
    }
