# sources: S44 (freaks.city PagedAttention post), S45 (torchedup problem), S64 (qwbw.cn vllm paged attention kernel walkthrough); learner rewrite
def designOutline():
    return {
        "memoryTraffic": "Decode: the query vector of the one new token is loaded once into shared memory. Key/value blocks are gathered through the block table (logical block -> physical block), each 16-token KV block is read from HBM exactly once per step. The logits of a partition stay in shared memory and are never written to global memory.",
        "tiling": "grid = (num_heads, num_seqs, max_num_partitions) with PARTITION_SIZE = 512 tokens; inside a thread block each warp takes one KV block of BLOCK_SIZE = 16 tokens at a time; blocks whose partition starts past seq_len exit early.",
        "numericalStability": "qk_max over the partition is reduced with warp shuffles and shared memory, then exp(qk - qk_max) and exp_sum. The v2 kernel writes max_logits and exp_sums per partition, and the reduce kernel rescales each partition's output by exp(max_p - global_max) * exp_sum_p / global_exp_sum in fp32.",
        "tradeOff": "Without partitioning (v1), a batch of 1 with 32 heads launches only 32 thread blocks on a 108-SM A100, so most SMs sit idle for long contexts; v2 fixes that but needs a second reduce kernel and temporary per-partition outputs in HBM.",
    }
