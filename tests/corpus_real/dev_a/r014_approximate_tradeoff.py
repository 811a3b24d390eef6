# sources: S42 (docs.rs flash_attention module, algorithm overview quoted), S41 (glossary); the approximate claim as found in blog posts
def designOutline():
    return {
        "memoryTraffic": "Instead of computing the full N x N attention matrix in HBM, each block of scores is computed in on-chip memory and consumed immediately; only Q, K, V are read and O is written, so memory goes from O(N^2) to O(N).",
        "tiling": "Instead of computing the full N x N attention matrix, Flash Attention splits Q, K, V into blocks of size block_size (64); for each query block, iterates over all key/value blocks; computes local attention scores for each block pair. One workgroup per (head, query block).",
        "numericalStability": "Online softmax with running max/sum for numerical stability: m = max(m, rowmax(S)), l = l * exp(m_old - m) + rowsum(exp(S - m)), accumulated values rescaled by the same factor.",
        "tradeOff": "The trade-off is accuracy: because the softmax is computed block by block, FlashAttention is slightly approximate compared with standard attention, which is acceptable for training.",
    }
