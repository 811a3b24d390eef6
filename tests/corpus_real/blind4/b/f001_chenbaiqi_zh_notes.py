# Sources: S01 (paraphrase / learner rewrite, Chinese original)
def designOutline():
    return {
        "memoryTraffic": "标准实现要把 n×n 的 S 和 P 写回 HBM 再读出来;FlashAttention 把 QK^T、softmax、PV 融合在一个 kernel 里,S/P 只在 SRAM 里存在,算完就丢。HBM 只读 Q、K、V,只写 O 和每行的 logsumexp。",
        "tiling": "外层循环按 Q 分块(Br=64 行,放在 shared memory 里不动),内层循环按 K/V 分块(Bc=64 行)依次加载进 SRAM;每个 thread block 负责一个 (Q 块, batch×head)。",
        "numericalStability": "每行维护 running max m 和 running sum l(fp32);新块来了 m_new = max(m, rowmax(S_ij)),旧的累加器和 l 先乘以 exp(m - m_new) 再加上新块,最后 O 除以 l。",
        "tradeOff": "反向不存 P,需要用 Q、K 和保存的 logsumexp 重新算 S、P,多了一次 QK^T 的计算量,用算力换显存。",
    }
