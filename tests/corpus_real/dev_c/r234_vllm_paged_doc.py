# Sources: S29 (vLLM paged attention kernel design doc, csrc/attention), learner rewrite
def designOutline():
    return {
        "memoryTraffic": "Each thread group fetches one query token's data into shared memory once, then reads the key and value blocks of the sequence from the paged cache through the block table; logits are kept in shared memory and only the output (and, for long contexts, per-partition max_logits and exp_sums) is written.",
        "tiling": "One thread block per (head, sequence, partition); a warp processes one KV block of 16 tokens at a time; partitions of 512 tokens for long contexts (v2 kernel).",
        "numericalStability": "qk_max is reduced across the thread block, logits are exponentiated as exp(qk - qk_max) and exp_sum is accumulated in fp32; the v2 reduce kernel rescales each partition's exp_sum by exp(max_logit_p - global_max).",
        "tradeOff": "The whole logits row for the sequence sits in shared memory in the v1 kernel, so for very long contexts it does not fit and the v2 partitioned kernel with an extra reduce launch is needed.",
    }
