# Sources: S05, S34 (already-used source; learner rewrite in Chinese)


def designOutline():
    return {
        "memoryTraffic": "FlashAttention 不把 S = QK^T 和 P = softmax(S) 这两个 N×N 的中间矩阵写进 HBM，HBM 里只有 Q、K、V、O 和每行的 logsumexp，显存占用变成 O(N)。HBM 访问次数从标准实现的 Θ(Nd + N²) 降到 O(N²d²/M)，M 是 SRAM 大小。",
        "tiling": "按论文 Algorithm 1：Bc = ⌈M/(4d)⌉，Br = min(⌈M/(4d)⌉, d)。外层循环遍历 K_j、V_j 块，内层循环遍历 Q_i 块，每次把一块 K_j、V_j 装进 SRAM。",
        "numericalStability": "在线 softmax：每行维护 m_i（当前最大值）和 l_i（当前指数和）；新块到来时 m_new = max(m_i, rowmax(S_ij))，旧的 l_i 和 O_i 都乘 exp(m_i − m_new) 再加上新块的贡献。",
        "tradeOff": "重计算。",
    }
