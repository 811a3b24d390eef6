# Sources: S34 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "Browser path for FLASH_ATTN_EXT without subgroup matrices: K/V tiles in workgroup memory, the scores in private arrays, only dst is written to the storage buffer.",
        "tiling": "tile_q_tile = 4 query rows per workgroup, tile_kv_granularity = 32 keys per step staged in workgroup memory, head dim up to 128; one workgroup per (4 rows, head).",
        "numericalStability": "Scalar online softmax: f32 running max and sum per row, the accumulator rescaled by exp(m_old - m_new) before adding the new keys.",
        "tradeOff": "Without subgroup-matrix ops QK^T and PV become scalar dot products, so in browsers it runs several times slower than the subgroup-matrix path.",
    }
