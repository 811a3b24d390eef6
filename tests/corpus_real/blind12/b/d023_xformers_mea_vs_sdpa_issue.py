# Sources: S23 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "memory_efficient_attention never stores the attention matrix in HBM; it expects BMHK while SDPA expects BHMK, so q/k/v must be transposed, which is one extra copy through HBM.",
        "tiling": "cutlass kernel: kQueriesPerBlock = 64 and kKeysPerBlock = 64 for head_dim <= 64, 32 x 128 for larger head dims; keys streamed in the inner loop.",
        "numericalStability": "fp32 running max and running sum per query, with the accumulator rescaled by exp(m_old - m_new).",
        "tradeOff": "It is slower than PyTorch's SDPA at head_dim 256.",
    }
