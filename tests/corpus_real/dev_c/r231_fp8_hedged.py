# Sources: S22 (shivam2003, FlashAttention-3 paper juice), P3 section 3.3, learner rewrite
def designOutline():
    return {
        "memoryTraffic": "FP8 path: Q, K, V come from HBM already in e4m3 with one scale per block, half the bytes of fp16, so the same tile moves in half the time; S and P are never written out.",
        "tiling": "On H100, 128 x 128 tiles for d=128, one warpgroup (128 threads) per 64 query rows; two consumer warpgroups ping-pong so one does softmax while the other does the GEMM.",
        "numericalStability": "Before quantising, Q and K are multiplied by a random orthogonal (Hadamard with random signs) matrix, which spreads outliers over all dimensions without changing QK^T; then each block is quantised with its own scale. The softmax statistics stay in fp32 with the usual online max / rescale.",
        "tradeOff": "I think the FP8 version is maybe less accurate since e4m3 only has 3 mantissa bits, so large outlier values lose precision when the block scale is set by the outlier; that is why incoherent processing is needed.",
    }
