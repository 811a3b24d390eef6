# Sources: S18 (AlibabaPAI/FLASHNN paged_attn_unroll4.py), S9 (lablup/mlxcel issue #898)
def designOutline():
    return {
        "memoryTraffic": "Paged KV cache: key_cache / value_cache are [num_blocks, num_kv_heads, kv_block_size, head_size]; the kernel follows block_tables to gather each sequence's KV pages from HBM directly, no contiguous copy of the cache is made, and only out [num_seqs, heads, head_size] is written.",
        "tiling": "If num_seqs * num_kv_heads > 2 * num_sms there is enough parallelism and num_splits = 1; otherwise (or when max_context_len >= 8192) the context is cut into partitions of max(512, kv_block_size) tokens and each partition gets its own program.",
        "numericalStability": "Each partition keeps its own max logit and exp-sum; the reduce step rescales each partition's partial output by exp(m_p - m_global) before summing and dividing by the global sum.",
        "tradeOff": "If the KV split stays inside a single threadgroup, one CTA serves one (batch, q_head) pair regardless of context length, so a small batch with a long context leaves most of the GPU idle and adding context does not add parallelism.",
    }
