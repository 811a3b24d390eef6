# Sources: S14, B2 (paraphrase / learner rewrite, Chinese)
def designOutline():
    return {
        "memoryTraffic": "FA2 减少了非矩阵乘的 FLOPs：A100 上 FP16 matmul 有 312 TFLOPs/s，而非 matmul 的 FP32 只有 "
                         "19.5 TFLOPs/s，慢 16 倍，所以重写了 softmax trick，减少 rescale 的次数。",
        "tiling": "FA1 只在 batch 和 head 两个维度并行，一个 thread block 处理一个 head；FA2 另外在序列长度维度并行："
                  "grid = (N/128, B×H)，每个 thread block 处理一个 128 行的 Q 块，K/V 块在内层循环里读入共享内存。",
        "numericalStability": "循环中只对未归一化的 O 做 rescale：O ← exp(m_old − m_new)·O + P̃V，"
                              "l 也同样缩放，最后才除以 l 一次，并存 logsumexp 给反向用。",
        "tradeOff": "batch×head 小于 80 时（长序列、小 batch），只按 batch/head 并行的 thread block 数不够填满 A100 的 "
                    "108 个 SM，所以要在序列维度再切分，否则 GPU 利用率很低。",
    }
