# Sources: S43 (excerpt + paraphrase)


def designOutline():
    heuristics = [
        "config for A100 (TODO: other devices):",
        "if num_seqs * num_kv_heads > 2 * num_sms, num_splits = 1;",
        "if max_context_len >= 8192, partition_size = max(512, kv_block_size) and",
        "num_splits = cdiv(max_context_len, partition_size).",
    ]
    return {
        "memoryTraffic": (
            "query [num_seqs, NUM_KV_HEADS * QUERY_GROUP_SIZE, HEAD_SIZE]; key_cache/value_cache [num_blocks, "
            "NUM_KV_HEADS, KV_BLOCK_SIZE, HEAD_SIZE]. Each program loads its KV blocks through block_tables once "
            "for the whole query group, and the group's scores stay in registers."
        ),
        "tiling": " ".join(heuristics),
        "numericalStability": (
            "Each partition keeps its max logit and exp-sum in fp32; the reduce step rescales the partition outputs "
            "by exp(max_i - global_max)."
        ),
        "tradeOff": (
            "head_size must be in (16, 32, 64, 128, 256, 512) and query_group_size == 1 or kv_block_size >= 16, "
            "otherwise the assert fails, because tl.dot needs at least 16 along each dimension."
        ),
    }
