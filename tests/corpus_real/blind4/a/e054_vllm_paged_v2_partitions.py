# Sources: A11, D13 (paraphrase of the PagedAttention v2 kernel design; learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "logits of one partition live in shared memory only; partial results go to tmp_out "
                         "[seqs, heads, partitions, head_size] plus exp_sums and max_logits in HBM, read once by "
                         "the reduce kernel. KV pages read once.",
        "tiling": "PARTITION_SIZE = 512 tokens: one thread block per (head, sequence, partition); KV block "
                  "(page) size 16; v1 (no partition) used when the context is short.",
        "numericalStability": "each partition stores max_logit and exp_sum; the reduce kernel takes the global max, "
                              "rescales exp_sums by exp(max_logit - global_max) and weights tmp_out accordingly.",
        "tradeOff": "v2 needs a second reduce kernel and writes partial outputs, so for short contexts v1 is "
                    "faster because that extra launch and traffic buy no parallelism.",
    }
