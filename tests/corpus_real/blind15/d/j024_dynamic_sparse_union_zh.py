# Sources: S26 (paraphrase / learner rewrite, Chinese)


def designOutline():
    return {
        "memoryTraffic": (
            "每个 query block 算出的 S tile 先写回 HBM，再由单独的 softmax kernel 读回来做归一化，"
            "这样整个 N x N 矩阵不需要一次放进片上内存。"
        ),
        "tiling": (
            "Q 按 64 行一个 block 常驻 shared memory，K/V 按 64 行一个 block 流式读入；"
            "稀疏时只遍历该 query block 中 token 激活的 KV block 的并集。"
        ),
        "numericalStability": (
            "每行维护 running max 和 running sum（fp32），新 block 的 max 更大时，"
            "用 exp(m_old - m_new) 对已有的输出和 sum 做 rescale。"
        ),
        "tradeOff": (
            "动态稀疏的问题是：同一个 query block 里不同 token 激活的 KV block 不一样，"
            "kernel 只能 load 它们的并集，最坏情况下并集接近全部 KV，稀疏带来的节省就没了。"
        ),
    }
