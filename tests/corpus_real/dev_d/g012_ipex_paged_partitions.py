# Sources: S16 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "For decode the query is one row, so the kernel splits the KV cache into partitions; each partition writes max_logits, exp_sums and a partial out [num_partitions, head_size] to global memory, and a reduce step reads them back.",
        "tiling": "one work-group per (seq, head, partition); KV cache blocks of block_size tokens gathered through the block table; accumulate type float.",
        "numericalStability": "Each partition computes its own softmax normalised by its own exp_sum and the partial outputs are then just added up in the reduce kernel.",
        "tradeOff": "Short sequences: with only one partition there is nothing to combine, so the second reduce kernel is pure launch overhead.",
    }
