# Sources: S16 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": (
            "Padding-free: examples are concatenated into one row and passed with cu_seqlens, so "
            "the varlen kernel reads only real tokens of Q, K, V from HBM (no pad tokens) and, "
            "as usual, the per-example score blocks stay in SRAM and are never written out."
        ),
        "tiling": (
            "Grid over (128-row query blocks, heads); cu_seqlens tells each block which example "
            "it belongs to, and its inner loop only visits the K/V blocks of that same example, "
            "so there is no cross-example work at all."
        ),
        "numericalStability": (
            "The kernel takes care of the softmax in a numerically safe way, so packing does not "
            "change convergence compared with padded batches."
        ),
        "tradeOff": (
            "If the collator does not reset position_ids per example (or cu_seqlens are not "
            "passed), the boundaries cannot be inferred and tokens attend across packed examples: "
            "the loss looks fine but attention is silently wrong."
        ),
    }
