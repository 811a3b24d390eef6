# Sources: S11 (paraphrase / learner rewrite), S37 (paraphrase)
def designOutline():
    return {
        "memoryTraffic": "和传统 attention 的核心区别：S = Q@K.T 和 P = Softmax(S) 两个 N×N 中间矩阵不实体化存到 HBM，"
                         "memory footprint 变成 O(N)；HBM access 从 Θ(Nd + N²) 降到 Θ(N²d²M⁻¹)，M 为 SRAM 大小。",
        "tiling": "外层循环 K/V 块 j（Bc = ⌈M/4d⌉），内层循环 Q 块 i（Br = min(Bc, d)），每轮把 Kj、Vj 放进 SRAM；"
                  "FA2 改成外层 Q、内层 KV。",
        "numericalStability": "m_i、l_i 逐块更新：m_new = max(m_i, m̃_ij)，l_new = e^{m_i−m_new}·l_i + e^{m̃_ij−m_new}·l̃_ij，"
                              "O_i 也按这两个系数重新缩放。",
        "tradeOff": "FA2 的改进：减少非矩阵乘 FLOPs（rescale 不在每步除 l，只在最后除一次），inner loop 更快。",
    }
