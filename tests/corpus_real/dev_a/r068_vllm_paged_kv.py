# sources: S34 (FLASHNN paged attention kernel, comments and heuristics paraphrased), S24; rewritten
def designOutline():
    return {
        "memoryTraffic": "Decode step: the query (one token per sequence) is loaded once into registers; keys and values are read from the paged KV cache in HBM exactly once; scores never leave the chip; each program writes its output row (and per-partition max/sum when the context is split).",
        "tiling": "KV cache in blocks of 16 tokens: key_cache [num_blocks, kv_heads, 16, head_size]; a block table maps logical to physical blocks. Grid (num_seqs, kv_heads, num_splits); each program handles all query heads of one KV-head group and loops over its blocks 4 at a time; for long contexts (>= 8192 tokens) the context is split into 512-token partitions so that few sequences still fill the SMs.",
        "numericalStability": "Per partition a running max and exp-sum in fp32 with rescaling by exp(m_old - m_new); the reduce kernel takes the global max over partitions and rescales each partition's sum and output by exp(m_p - m_global) before normalising.",
        "tradeOff": "16-token pages mean each K/V load is a small, scattered read through the block table, so memory coalescing is worse than with a contiguous cache and the kernel reaches a lower fraction of HBM bandwidth; bigger pages waste more memory to fragmentation.",
    }
