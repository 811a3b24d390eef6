# Sources: S15, S18 (paraphrase / learner rewrite, Chinese-English code-switch)


def designOutline():
    return {
        "memoryTraffic": "FlashAttention 的 HBM access 是 O(N²d²M⁻¹)，标准 attention 是 Θ(Nd + N²)；原因是 S、P 不 materialize 到 HBM，只在 SRAM tile 里算，d² 远小于 M 时就少很多。",
        "tiling": "FA2 把 Q 放在 outer loop：每个 thread block 拿一个 Q block（Br = 128），K/V 在 inner loop stream；除了 batch 和 heads，还在 sequence 维度并行，grid = (N/Br, B·H)，单个 head 的长序列也能填满 SM。block 内 4 个 warp 切 Q 的行（不是切 K），warp 之间不用通过 shared memory 交换中间结果。",
        "numericalStability": "FA2 少做 non-matmul FLOPs：循环里 O 不每步除以 l，只保留未归一化的 O 和 l，遇到更大的 max 就乘 exp(m_old - m_new) rescale，循环结束再除一次 l；backward 只存 logsumexp L = m + log l。",
        "tradeOff": "FA2 的不足：只达到 A100 理论 FLOPs 的 50-73%，还有提升空间。",
    }
