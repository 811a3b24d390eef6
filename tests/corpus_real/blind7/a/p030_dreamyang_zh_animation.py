# Sources: S30 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "score 向量 s = q_i × K^T 只在片上计算，不写回 HBM；每个 query 只写回最终的 O 和 (m, l)。",
        "tiling": "K、V 整个放进共享内存（一次加载），然后每个线程块一行一行地算 Q，这样 K/V 只读一次。",
        "numericalStability": "初始状态 m = -∞, l = 0, O = 0。每处理一个 KV 块：m_new = max(m, 块最大值)，"
                              "l = l·e^{m−m_new} + Σe^{s−m_new}，O = O·e^{m−m_new} + Σe^{s−m_new}·v，最后 O / l。",
        "tradeOff": "每个 KV 块都要算一次 e^{m−m_new} 去缩放 O，这是额外的非矩阵乘运算，d 大的时候缩放 O 的开销也变大。",
    }
