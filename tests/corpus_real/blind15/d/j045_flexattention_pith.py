# Sources: S29 (paraphrase / reviewer rewrite)


def designOutline():
    return {
        "memoryTraffic": (
            "score_mod and mask_mod are inlined into the fused kernel, so the modified scores are "
            "computed in registers and never written to HBM; the only extra HBM object is the "
            "block-level mask, O(N^2 / 128^2) entries."
        ),
        "tiling": (
            "Query blocks of 128 rows per program, K/V blocks of 64 rows; the kv_num_blocks and "
            "kv_indices arrays of the BlockMask tell each query block which K/V blocks to visit, "
            "so empty blocks are never loaded."
        ),
        "numericalStability": "Scores modified by score_mod are fed into a standard safe softmax.",
        "tradeOff": "The compiled path can be slower than hand-written kernels in some cases.",
    }
