# Sources: S20 (paraphrase of a PR description)

def designOutline():
    return {
        "memoryTraffic": "Decode-shaped kernel: one query vector per (request, query head) loops over the paged KV cache; scores for a KV tile stay in registers and the V load of a tile is skipped entirely when the tile is skipped. Only the per-split partial O and its lse go to HBM for the combine.",
        "tiling": "Grid = (batch, num_q_heads, num_kv_splits): the third axis partitions the KV sequence into contiguous chunks; num_kv_splits is picked from the SM count and batch and is 1 when there are already enough programs.",
        "numericalStability": "Each split runs an online softmax with a running max and sum; a small combine kernel merges partial softmaxes with exact log-sum-exp rescaling (weights exp(lse_s - lse_max)), so splitting does not change the result.",
        "tradeOff": "Using the prefill kernel for decode tiles queries into BLOCK_M rows, so with one query token ~127/128 of every query tile is padding and it does ~128x the needed query-side work; the decode-shaped kernel avoids that but needs its own combine launch.",
    }
