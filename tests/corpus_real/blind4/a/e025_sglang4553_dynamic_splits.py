# Sources: I17 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": [
            "KV cache read once per decode step from HBM",
            "per split: attn_out (v_head_dim wide) and attn_lse written to a small buffer, reduced in stage 2",
            "QK^T values never leave registers",
        ],
        "tiling": [
            "launch with max_kv_splits, but each request uses its own num_kv_splits",
            "num_kv_splits chosen from sm_count, seq_len, num_kv_heads and batch size",
            "kv_chunk_size aligned to 32 tokens, so short contexts get fewer splits",
        ],
        "numericalStability": [
            "each split: running max and exp-sum in fp32, lse = max + log(sum)",
            "stage 2 rescales every split by exp(lse_s - lse_max) before summing",
        ],
        "tradeOffs": [
            "more splits -> more partial outputs written and a longer stage-2 reduction; "
            "for short contexts this overhead is larger than the extra parallelism, "
            "which is why the split count is computed per batch instead of fixed at 8",
        ],
    }
