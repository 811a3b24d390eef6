# Sources: S02, S03 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": (
            "Flash attention is a performance-optimized way to compute attention in large models, "
            "allowing faster and more memory-efficient operations. It makes better use of the "
            "memory hierarchy so that attention layers such as MultiHeadAttention avoid "
            "unnecessary memory traffic."
        ),
        "tiling": (
            "Query rows are split into blocks of 128; each block is one program on the GPU and keeps "
            "its Q tile and fp32 output accumulator in shared memory/registers while the inner loop "
            "streams K/V blocks of 64 rows."
        ),
        "numericalStability": (
            "Online softmax: running row max m and row sum l in fp32; when a later K block has a "
            "larger score, the accumulated output and l are rescaled by exp(m_old - m_new)."
        ),
        "tradeOff": (
            "Enabling it does not guarantee it is used: the fused path needs float16/bfloat16 inputs "
            "and a supported layout, so a float32 model silently falls back to the regular "
            "attention that materialises the full score matrix and is slower."
        ),
    }
