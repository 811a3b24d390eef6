# Sources: S50 (paraphrase / learner rewrite, Chinese)


def designOutline():
    return {
        "memoryTraffic": "用 flash attention 替换原来的 attention：不再把 [seq, seq] 的注意力矩阵写到显存，"
                         "QK^T、softmax、乘 V 在一个 kernel 里按块完成，只写回输出和 logsumexp。",
        "tiling": "LLaMA-2-7B：head_dim = 128，每个线程块处理 128 行 query，K/V 以 64 行一块读入共享"
                  "内存；grid 按 (seq/128, batch*32 heads) 划分。",
        "numericalStability": "每行维护 fp32 的最大值和指数和，新块最大值更大时把之前的累加结果乘以 "
                              "exp(m_旧 − m_新)，最后统一除以指数和。",
        "tradeOff": "fp16+flash 的推理和 fp32 模型比，误差在小数点后两位左右。这是因为 flash "
                    "attention 本身是近似算法，用一点精度换速度。",
    }
