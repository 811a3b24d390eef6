# Sources: S12 (rewrite of an already-used source in this corpus, learner's own words in Chinese)


def designOutline():
    return {
        "memoryTraffic": "前向一个融合 kernel，S/P 只在寄存器和 LDS 里，不写 HBM；只读 Q、K、V，写 O 和 LSE。",
        "tiling": "反向：每个 CTA 负责一条 128 行的 K/V band，常驻 LDS；Q、dO 按 64 行分块流过；d=128。",
        "numericalStability": "前向 fp32 维护 running max/sum，按 exp(m_old - m_new) 重缩放；反向用保存的 LSE 直接算 P = exp(S - LSE)。",
        "tradeOff": "dQ 如果走 split-K workspace：每条 KV band 写一份 dQ 的部分和，workspace 大小是 bands × |dQ|，随序列长度平方增长，最后还要多一遍 fold 把它们读回来加起来；改用 atomic add 省掉 workspace，但按到达顺序累加，结果不能逐位复现。",
    }
