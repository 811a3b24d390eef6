# Sources: S11 (paraphrase / practitioner rewrite)


def designOutline():
    return {
        "memoryTraffic": (
            "Prefill: q_tile, k_tile, v_tile live in workgroup memory; QK results and P stay in "
            "private registers; the only global write is the output. present_key/value are "
            "copied once by CopyKVCache and not re-read per query."
        ),
        "tiling": (
            "workgroup_size_x = 64 threads = 64 query rows per workgroup; K/V stepped in "
            "max_k_step = 16 keys; head_size 96 (phi3), f16: k_tile = 16 x 96 x 2 B = 3 KB, v_tile "
            "3 KB, under Dawn's 16 KB default."
        ),
        "numericalStability": (
            "previous_max and previous_denom per query row in f32; new max = max(prev, tile max); "
            "the o_tile is multiplied by exp(prev_max - new_max) and the denominator too before "
            "adding; masked entries use min_value = -65504 instead of -inf so max - max is never "
            "NaN in f16."
        ),
        "tradeOff": (
            "With subgroupShuffle, threads 16-31 of a 32-wide NVIDIA subgroup hit the same bank "
            "address for k_tile[capped_sg_id][i], so the accesses serialise (bank conflicts). "
            "Reading workgroup memory directly (a broadcast) instead gave ~10% on phi4 1K prefill."
        ),
    }
