# Sources: S32 (中文教程改写 / Chinese tutorial, author's wording)
def designOutline():
    return {
        "memoryTraffic": "每次只加载 Q_i、K_j、V_j 三个小块到 SRAM，S_ij = Q_i K_j^T 完全在 SRAM 中计算，不需要存到 HBM；Online Softmax 只维护 m 和 l（[N,1]），无需存储 [N,N] 的 S 或 P。",
        "tiling": "Q 按行分块，每块 [B_r, d]，B_r = 256；K、V 每块 [B_c, d]，B_c = 128。外循环遍历 K 和 V 的块，内循环遍历 Q 的块；约束 4 B_r d + 8 B_c d <= M。SRAM 容量有限（比如几 MB）。",
        "numericalStability": "mi_new = max(m_i, m_ij)；scale_old = exp(m_i - mi_new)；l 和 O 都先乘 scale_old 再加上 exp(S_ij - mi_new) 这一块的贡献；所有块处理完后 O = O / l。",
        "tradeOff": "时间复杂度仍是 O(N²d)，但由于 SRAM 的高效访问，实际运行时间大幅减少，内存占用从 O(N²) 降到 O(N)。",
    }
