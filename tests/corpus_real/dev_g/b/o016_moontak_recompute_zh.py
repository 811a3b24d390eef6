# Sources: S21 (paraphrase in Chinese)
def designOutline():
    return {
        "memoryTraffic": "前向不保存 S 和 P（N×N），只把 O 和每行的统计量 logsumexp（N 个 fp32）写回显存；反向时从 Q、K 和 logsumexp 在 SRAM 里按块重新算出 S、P，而不是从 HBM 读一个存好的 N×N 矩阵。这样 HBM 流量里没有任何 O(N²) 的项。",
        "tiling": "Br = Bc = 64，d = 64；外层循环 Q 块（常驻共享内存），内层循环 K/V 块；每个线程块处理一个 (Q 块, head)。",
        "numericalStability": "在线 softmax：每行在 fp32 中维护最大值 m 和和 l，新块到来时 O 和 l 乘 exp(m_旧 - m_新) 后再加新块贡献。",
        "tradeOff": "重计算的代价：反向要多做一次 QK^T 和 softmax，总 FLOPs 多出约 30%，但因为注意力受带宽限制，整体仍然更快。",
    }
