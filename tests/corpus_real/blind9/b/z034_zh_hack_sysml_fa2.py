# Sources: S34 (中文读书笔记 / Chinese paper notes)
def designOutline():
    return {
        "memoryTraffic": "FlashAttention 第一代比 baseline 快 2-4 倍，但只有理论最大算力的 25-40%（A100 上最大 124 TFLOPS），第二代达到 225 TFLOPs（72%）。",
        "tiling": "第一代在 batch size 和 head 数两个维度并行，一个 thread block 处理一个 head；第二代额外在 sequence length 维度并行：grid = (N / Br, batch * heads)，每个 thread block 负责一个 Q 块。",
        "numericalStability": "重写 softmax trick，减少 rescaling 次数：循环中只用 exp(m_old − m_new) 缩放未归一化的输出，最后才除以 l 一次，因为非 matmul 的 FP32 只有 19.5 TFLOPs，比 matmul 慢 16 倍。",
        "tradeOff": "只在 batch 和 head 上并行时，长序列（batch 小、head 少）的 thread block 数少于 A100 的 108 个 SM，很多 SM 空闲，所以要在序列维度上再切。",
    }
