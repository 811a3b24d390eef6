# Sources: S34 (already-used source; learner rewrite in Chinese)


def designOutline():
    return {
        "memoryTraffic": (
            "HBM 访问：标准 attention 为 Θ(Nd + N²)，FlashAttention 为 O(N²d²M⁻¹)；S/P 不落 HBM，只写 O 和 logsumexp。"
        ),
        "tiling": (
            "FA2：在序列长度维度上并行，一个 thread block 处理一个 Q 块（Br = 128），grid = (N/128, batch×heads)；"
            "块内 4 个 warp 按行切 Q，K/V 由所有 warp 共享，避免 split-K 的 warp 间通信。"
        ),
        "numericalStability": (
            "循环里只维护未归一化的 O 和 fp32 的 m、l，m 更新时乘 exp(m_old − m_new)，只在最后除以 l。"
        ),
        "tradeOff": (
            "如果只按 batch×heads 并行，batch 小、序列长时 block 数少于 A100 的 108 个 SM，SM 空闲；按序列切分"
            "之后，每个 Q 块都要把 K/V 从 HBM 重读一遍。"
        ),
    }
