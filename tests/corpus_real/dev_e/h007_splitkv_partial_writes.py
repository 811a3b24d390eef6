# Sources: S36, S37 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "Split-KV: each of the S splits writes an fp32 partial O row (d floats) and one LSE per query row to a workspace in HBM, and a combine kernel reads them back. That extra traffic is about S * (d + 1) * 4 bytes per query row - tiny next to streaming the KV cache once, which is what dominates.",
        "tiling": "num_splits is chosen so that batch * heads * num_splits covers the SMs; each split walks seqlen_k / num_splits keys in BLOCK_N = 128 chunks with the (short) Q block resident.",
        "numericalStability": "Combine: M = max_s lse_s; O = sum_s exp(lse_s - M) * O_s / sum_s exp(lse_s - M), all in fp32, so each split's partial is rescaled to the global max instead of simply averaged.",
        "tradeOff": "The price is a second kernel launch plus the partial writes. For long prompts with many query rows it buys nothing, because the grid is already full without splitting.",
    }
