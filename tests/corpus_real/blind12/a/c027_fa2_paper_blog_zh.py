# Sources: S27 (already-used source; learner rewrite in Chinese)


def designOutline():
    return {
        "memoryTraffic": "一个 kernel 完成 QK^T、softmax、PV，S/P 只在寄存器和 shared memory 里，不写回 global memory；global memory 只读 Q、K、V，只写 O 和每行的 logsumexp。",
        "tiling": "FA2 的划分：外循环 Q（Br = 128），内循环 K/V（Bc = 64），d = 128；grid = (N/128, batch×heads)，即使单个 head 也能在序列维度上并行，提高 SM 占用率。块内 4 个 warp 按行切 Q，K/V 所有 warp 共享，不用 split-K，也就不用在 warp 之间通过 shared memory 汇总。",
        "numericalStability": "在线 softmax，但 FA2 把非 matmul 运算减到最少：循环中只维护未归一化的 O~ 和 m、l，每次 m 变大时 O~ 乘 exp(m_old − m_new)，最后才统一除以 l；反向只存 logsumexp L = m + log l。",
        "tradeOff": "每个 K/V 块都要对 O~ 做一次 exp(m_old − m_new) 的缩放和 exp 计算，这些非 matmul 运算用不上 tensor core，吞吐比 matmul 低 16 倍，所以 FA1 只能跑到理论峰值的 25–40%；FA2 只能减少、不能消除这部分开销。",
    }
