# Sources: S05 (paraphrase / learner rewrite), S22 (background: FA2 paper)
# FlashAttention-2 读书笔记


def designOutline():
    return {
        "memoryTraffic": (
            "融合成一个 kernel：S = QKᵀ 和 P 只在寄存器/shared memory 里，不写回 HBM；"
            "HBM 只读 Q、K、V，写 O 和每行的 logsumexp L（给反向用）。"
        ),
        "tiling": (
            "第一代只在 batch 和 head 两个维度并行，一个 thread block 处理一个 head，A100 有 108 个 SM，"
            "batch×heads 小的时候 SM 占不满。FA2 额外沿 sequence length 并行：每个 thread block 负责 "
            "Br = 128 行 Q（d = 128，Q 块常驻 shared memory），内循环读 Bc = 64 行的 K/V 块；"
            "block 内 4 个 warp 切分 Q 而不是切分 K，省掉 warp 之间通过 shared memory 的归约。"
        ),
        "numericalStability": (
            "FA2 重写了 softmax trick 来减少 rescaling：循环里只保留未归一化的 Õ，每个块还是把 Õ 和 l "
            "乘 exp(m_old − m_new)，但不再每步除以 l，最后只除一次；m、l、Õ 都在 fp32 里累加。"
        ),
        "tradeOff": (
            "A100 上 FP16 matmul 最高 312 TFLOPs/s，而非 matmul 的 FP32 只有 19.5 TFLOPs/s，慢 16 倍。"
            "所以 softmax 里的 exp、max 和 rescale 虽然 FLOPs 很少，却会拖住 tensor core，"
            "这就是 FA1 只能跑到理论峰值 25-40% 的原因之一。"
        ),
    }
