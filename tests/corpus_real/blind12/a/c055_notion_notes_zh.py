# Sources: S05 (already-used source; learner rewrite in Chinese)


def designOutline():
    return {
        "memoryTraffic": "分块计算：每算出一个 S_ij 块就把它写回 HBM，softmax 时再读回来，这样 HBM 里同一时间只需要存一块，不用放整个 N×N 矩阵。",
        "tiling": "Bc = ⌈M/(4d)⌉，Br = min(Bc, d)；M 按元素算，M = 16K 个元素（fp32 下 64 KB），d = 64，所以 Bc = 64，Br = 64。外层循环 K/V 块，内层循环 Q 块。",
        "numericalStability": "在线 softmax：维护 m_i 和 l_i，新块最大值更大时把旧的 l_i 和 O_i 乘 exp(m_i − m_new) 再加新块。",
        "tradeOff": "外层循环是 K/V，所以 O_i、m_i、l_i 每个 K/V 块都要从 HBM 读出来、更新、再写回，O 的 HBM 读写次数是 N/Bc 次，比 FA2 的循环顺序多很多。",
    }
