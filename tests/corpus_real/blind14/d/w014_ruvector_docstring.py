# Sources: S07 (paraphrase of module doc comments)
def designOutline():
    return {
        "memoryTraffic": "//! Reduces HBM reads from O(N^2 d) to O(N^2 d^2 / M), M = SRAM size: Q, K, V are tiled into blocks and the "
                         "N x N attention matrix is never materialized in HBM; the forward returns output + LSE.",
        "tiling": "//! FlashConfig: block_size_q (Br), block_size_kv (Bc), causal masking, dropout.",
        "numericalStability": "//! Online softmax keeps running statistics per row (row-max and log-sum-exp) and fuses the softmax "
                              "rescaling into the matmul accumulation, so no second pass over K is needed.",
        "ioStats": "//! IOStats tracks FLOPs and bytes moved for the IO analysis.",
    }
