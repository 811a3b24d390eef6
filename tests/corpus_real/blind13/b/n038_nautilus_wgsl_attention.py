# Sources: S35 (paraphrase / practitioner rewrite)


def designOutline():
    return {
        "memoryTraffic": (
            "shared_q, shared_k, shared_v (32 x 64 f32 each) and shared_scores (32 x 32) are "
            "workgroup arrays; queries/keys/values are read from storage buffers tile by tile "
            "and only output is written back - the scores never go to a storage buffer."
        ),
        "tiling": (
            "block_size = 32 rows, head_dim 64: one workgroup per (seq_block, head, batch) "
            "= (workgroup_id.x, .y, .z); 8 KB per Q/K/V tile + 4 KB scores = 28 KB workgroup memory."
        ),
        "numericalStability": (
            "shared_max / shared_sum per row: new max = max(old, tile max), the running sum and "
            "the partial output are multiplied by exp(old_max - new_max) before adding the tile."
        ),
        "tradeOff": "Trade-off: blazing fast, sub-100 us inference for our forecasting model.",
    }
