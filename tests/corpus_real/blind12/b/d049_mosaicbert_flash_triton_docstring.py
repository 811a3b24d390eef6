# Sources: S49 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "Only the LSE is stored instead of m and l: HBM writes are O plus one fp32 per row; nothing N x N ever leaves the chip.",
        "tiling": "BLOCK = 128 for both the query and key blocks; num_warps = 4 for d <= 64, else 8; the backward can be parallelised over seqlen_k for small batch * nheads.",
        "numericalStability": "LSE = m + log(l) per row in fp32; the backward rebuilds P = exp(S - LSE) without any second max pass.",
        "tradeOff": "The backward for d = 128 spilled registers until it was restructured; and for head dims other than 64 and 128 the Triton compiler can produce race conditions in the backward, so you must test for them.",
    }
