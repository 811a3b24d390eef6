# Sources: S04, S39 (paraphrase / learner rewrite, Chinese)


def designOutline():
    return {
        "memoryTraffic": "Attention 的瓶颈主要在访存上，优化 FLOPS 对性能影响不大，所以 FlashAttention 的主要思路是优化 MAC（Memory Access Cost），尽量减少对 HBM 的读写。",
        "tiling": "Q 按 Br = 64 行切块，K、V 按 Bc = 64 行切块；一个 thread block 处理一个 Q 块，Q 块常驻 SRAM，内层循环把 K_j、V_j 依次搬进 SRAM。d = 128 时 fp16 下 Q、K、V 块各 16 KB。",
        "numericalStability": "用 online softmax 的递推：d'_i = d'_{i-1}·e^{m_{i-1} - m_i} + e^{x_i - m_i}，只依赖 m_{i-1} 和 m_i，所以 max 和分母可以放在同一个循环里；输出也一样递推：o'_i = o'_{i-1}·d'_{i-1}·e^{m_{i-1} - m_i} / d'_i + e^{x_i - m_i} / d'_i · V[i,:]，这样 1-pass 就能得到精确结果。",
        "tradeOff": "代价：前向不保存 P（N×N），反向时要用保存下来的 m、l 重新算一遍 S = QK^T 和 P，相当于每个块多做一次矩阵乘。",
    }
