# Sources: S10 (paraphrase / learner rewrite)
def design_outline():
    return {
        "memory_traffic": "KV pages are copied from HBM into VMEM per compute block; the q block, the m/l refs and the fp32 acc stay in VMEM for the whole kv loop; only the output block is written back to HBM.",
        "tiling": "VMEM budget from the block sizes: q_block = num_q_per_blk * num_q_heads_per_blk * head_dim * itemsize, kv_block = 2 * num_kv_pages_per_blk * page_size * num_combined_kv_heads_per_blk * head_dim * itemsize, plus l, m and acc; vmem_limit_bytes is set to this actual usage instead of the fixed 64 MB.",
        "numerical_stability": "The running max m and running sum l per query row are kept in float32 (padded to 128 lanes), and so is the accumulator.",
        "trade_offs": "Reserving the whole 64 MB vmem_limit on v6e for the matrices leaves nothing for spills and activations, so we hit VMEM OOM; sizing it from the real usage avoids that.",
    }
