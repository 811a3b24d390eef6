# Sources: A11, D13 (learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "PagedAttention cuts the KV-cache waste from fragmentation to under 4%, so many more "
                         "sequences fit in the batch and throughput goes up 2-4x.",
        "tiling": "KV cache in blocks of 16 tokens (pages); one thread block per (head, sequence); each warp "
                  "processes one KV block at a time via the block table.",
        "numericalStability": "qk_max is reduced across warps first, logits = exp(qk - qk_max), then exp_sum is "
                              "reduced and the logits are divided by it before multiplying with V.",
        "tradeOff": "block size 16 is a compromise: smaller pages waste less memory, but each page is a separate "
                    "gather, so reads are less contiguous and the kernel gets lower bandwidth.",
    }
