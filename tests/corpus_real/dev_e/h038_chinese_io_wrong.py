# Sources: S34 (paraphrase / learner rewrite, Chinese)
def designOutline():
    return {
        "memoryTraffic": "FlashAttention 的 HBM 访问次数是 O(N d),标准注意力是 O(N^2),因为 S 矩阵不写回显存。",
        "tiling": "Q 分成 Br = 128 行的块放在共享内存,K/V 按 Bc = 64 行流式读入,head dim = 128,每个 CTA 4 个 warp。",
        "numericalStability": "行最大值 m 和行和 l 用 fp32 保存;新块的最大值更大时,累加器乘以 exp(m_old - m_new)。",
        "tradeOff": "共享内存有限:d = 256 时 Bc = 64 的 K/V 块放不下,只能把 Bc 降到 32,tensor core 的利用率随之下降。",
    }
