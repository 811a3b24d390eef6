# Sources: S12 (paraphrase / learner rewrite), S16 (paraphrase)
def designOutline():
    return {
        "memoryTraffic": (
            "谢邀。先说结论：FlashAttention 快是因为 IO 少，不是算得少。我的设计里 Q 分块读进 SRAM，和 K 的块算出 S 的一个块之后，"
            "每个 S 块算完先写回 HBM 暂存，等这一行的所有块都算完再读回来做 softmax，这样 SRAM 里一次只需要放一个块。"
        ),
        "tiling": "Q 按 Br = 64 行切块，一个 block 负责一个 Q 块；K/V 按 Bc = 64 行在内循环里依次加载到 shared memory。",
        "numericalStability": "每一行保存当前最大值 m 和分母 l（fp32），遇到更大的 m 就把之前的结果乘上 exp(m_old − m_new) 再累加，最后除以 l。",
        "tradeOff": "反向需要重新计算 P（因为没有存），多一遍 QK^T 的计算；换来的是显存从 O(N²) 降到 O(N)。",
    }
