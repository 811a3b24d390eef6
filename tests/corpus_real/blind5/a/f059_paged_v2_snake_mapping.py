# Sources: S14, S15 (paraphrase / learner rewrite)
def design_outline():
    return {
        "memory_traffic": {
            "mechanism": "single-query attention over a paged KV cache, fused",
            "decision": "K/V blocks of 16 tokens gathered via the block table and read once; logits held in shared memory; per-partition exp_sums, max_logits and tmp_out (fp32) written to a scratch buffer, final out written once",
        },
        "tiling": {
            "mechanism": "sequence-level parallelism",
            "decision": "grid = (num_heads, num_seqs, max_num_partitions) with PARTITION_SIZE = 512 tokens; a reduce kernel with grid (num_heads, num_seqs) merges the partitions",
        },
        "numerical_stability": {
            "mechanism": "partition-local softmax statistics merged globally",
            "decision": "global max = max(max_logits); each partition weight = exp_sums[p] * exp(max_logits[p] - global max); out = sum(weight_p * tmp_out_p) / sum(weight_p)",
        },
        "trade_offs": {
            "cost": "extra kernel launch and fp32 scratch of num_seqs x heads x partitions x head_size",
            "when": "only worth it when num_seqs * num_heads is small (<= 512); otherwise V1's single kernel already fills the GPU",
        },
    }
