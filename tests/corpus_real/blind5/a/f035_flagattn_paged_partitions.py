# Sources: S34 (paraphrase / learner rewrite)
def design_outline():
    return {
        "memory_traffic": "For each sequence and KV head the kernel gathers K/V pages via the block table (page size 16) into SRAM; the QUERY_GROUP_SIZE query heads that share this KV head are processed together so each page is loaded once for the whole group. Scores stay in registers; only out (and per-partition max/exp-sum when partitioned) goes back to HBM.",
        "tiling": "grid = (num_seqs, num_kv_heads, num_partitions); PARTITION_SIZE = 512 tokens when context >= 8192 and num_seqs*num_kv_heads is small relative to 2x the SM count, otherwise a single partition.",
        "numerical_stability": "per-partition running max and exp-sum in fp32, combined afterwards by rescaling with exp(max_p - max_all).",
        "trade_offs": "Partitioning only pays when there are too few (seq, head) programs to fill the SMs; with many sequences it just adds the second reduce pass and the partial buffers, so the heuristic turns it off above 2x the SM count.",
    }
