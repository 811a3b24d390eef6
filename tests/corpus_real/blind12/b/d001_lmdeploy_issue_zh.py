# Sources: S01 (paraphrase / learner rewrite, zh)
def designOutline():
    return {
        "memoryTraffic": "prefill 阶段用融合的 flash attention kernel：QK^T、softmax 和乘 V 在同一个 kernel 里完成，S 和 P 只放在 shared memory / 寄存器里，不写回显存 (HBM)；显存只读 Q、K、V，只写 O 和每行的 lse。",
        "tiling": "Q 按 128 行切块，每个 thread block 负责一个 Q 块并一直留在片上；K/V 按 64 行一块流式读入 shared memory。decode 阶段 seq_len = 1，不走这个 kernel，而是 masked_multihead_attention 做向量-矩阵乘。",
        "numericalStability": "每行维护 running max m 和 sum l（fp32）；新的 K 块进来时，先把旧的 O 和 l 乘以 exp(m_old - m_new) 再累加，最后 O / l。",
        "tradeOff": "代价：decode 时 seq_len = 1，如果还用 TensorCore 的 mma，需要更多寄存器来保存 fragment，大部分是浪费，所以 decode 用更简单的向量乘法 kernel。",
    }
