def design_outline():
    return {
        "memory_traffic": "Read Q, K, V from global memory once per tile and write only O and the logsumexp vector. The attention matrix (N x N) is never materialised in HBM; unlike the naive three-kernel version there is no round trip of S and P through DRAM.",
        "tiling": "Each CTA owns 128 query rows; it loops over the sequence in 64-row K/V tiles. With head_dim 128 in fp16: Q tile 32 KB + K tile 16 KB + V tile 16 KB = 64 KB shared memory per CTA.",
        "numerical_stability": "Running max + running sum per query row (online softmax). Scores are shifted by the current max before exp, and the partial output is rescaled by exp(m_prev - m_cur) whenever the max changes. Accumulators are fp32.",
        "trade_offs": "Because P is not stored, the backward has to recompute it tile by tile: more FLOPs in exchange for linear memory. Also the 64 KB tile footprint limits us to 2 CTAs per SM on an A100 (164 KB of shared memory).",
    }
