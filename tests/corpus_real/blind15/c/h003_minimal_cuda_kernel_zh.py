# Sources: S03 (learner rewrite of kernel comments, Chinese)


def designOutline():
    return {
        "memoryTraffic": "整个 attention 融合成一个 kernel：S = Q_i K_j^T 只放在 shared memory 里的 S 缓冲区（Br×Bc），算完就丢，永远不写回 HBM。HBM 上只读 Q、K、V，写 O 以及每行的 l 和 m。",
        "tiling": "grid = (batch_size, num_head)，每个 block 有 Bc 个线程，一个线程负责一行。shared memory 里开 Qi、Kj、Vj 三块（每块 Bc×d）再加 S（Br×Bc）。外层循环 j 遍历 K/V 块（Tc 次），先把 Kj、Vj 搬进 SRAM，__syncthreads()，内层循环 i 遍历 Q 块。取 Bc = Br = 32，d = 64，float32：3×32×64×4 + 32×32×4 ≈ 28 KB，能放下。",
        "numericalStability": "每行保存 m（初值 -inf）和 l（初值 0）。每个 K/V 块先求这一行块内的最大值 m_ij 和 l_ij，然后 m_new = max(m, m_ij)，l_new = exp(m - m_new)·l + exp(m_ij - m_new)·l_ij；O 也按 exp(m - m_new) 重新缩放后再加上新块的贡献，最后除以 l_new。",
        "tradeOff": "代价：这是 FA1 的循环顺序，外层是 K/V，所以每个 Q 块的 O、l、m 在每次外循环都要从 HBM 读出来再写回去，O 被反复读写 Tc 次；FA2 把 Q 放到外层就是为了省掉这部分 HBM 流量。另外一个线程只算一行、用 float32 标量循环，没用 tensor core，所以比 cuBLAS 的矩阵乘慢很多。",
    }
