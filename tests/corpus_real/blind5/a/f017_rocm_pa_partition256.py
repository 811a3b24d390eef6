# Sources: S16 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "Paged decode attention: the K/V pages are pulled from HBM once per partition; scores stay in registers (LDS on AMD), exp_sums/max_logits per partition written to a small workspace.",
        "tiling": "Partition size 256 tokens (was 512) per workgroup, GQA ratio < 12 packs query heads of one KV head into the same workgroup so K/V pages are loaded once for all of them.",
        "numericalStability": "To merge partitions: global max over max_logits, each partition's exp_sum scaled by exp(max_p - global_max), output = sum of rescaled partial outputs / rescaled total.",
        "tradeOff": "Smaller partitions mean more partitions per sequence, so the reduction kernel has more partials to combine; the reduce kernel's template switch had to be extended so 128K contexts at partition 256 still fit its fixed maximum number of partitions.",
    }
