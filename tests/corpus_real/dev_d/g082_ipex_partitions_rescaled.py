# Sources: S16 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "decode: one query row per head; the KV cache is split into partitions of 512 tokens; each partition writes max_logits, exp_sums and a partial out of head_size floats to global memory, the reduce kernel reads them; logits themselves never go to global.",
        "tiling": "one work-group per (seq, head, partition); KV blocks of block_size = 16 tokens gathered from the block table; 2D block loads into registers; sub-group 16.",
        "numericalStability": "reduce: global_max = max over partitions; each partial out and exp_sum is multiplied by exp(max_logits_p - global_max) before summing; out = sum / total exp_sum; accum float.",
        "tradeOff": "for short contexts (< 512 tokens) there is one partition and the reduce kernel is a wasted launch; for long ones the partial outs are extra global traffic of num_partitions x head_size floats per head.",
    }
