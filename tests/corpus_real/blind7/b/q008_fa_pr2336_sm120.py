# Sources: S08 (paraphrase / learner rewrite)


def designOutline():
    return {
        "memoryTraffic": {
            "mechanism": "split-KV (FlashDecoding) for short Q / long K on SM120",
            "decision": "S and P stay in registers; each split writes its FP32 accumulator directly to GMEM "
                        "(bypassing SMEM) plus its LSE, and the combine kernel reads these partials once",
        },
        "tiling": {
            "mechanism": "num_splits > 1 goes through the tile scheduler",
            "decision": "the kernel body is wrapped in an n_block_max > n_block_min guard so empty splits exit, "
                        "and the remaining-iterations loop runs n_block - n_block_min blocks, stopping at the "
                        "split boundary",
        },
        "numericalStability": {
            "mechanism": "FP32 partial outputs and per-split LSE",
            "decision": "the combine kernel rescales each split by its LSE in fp32, so bf16 rounding happens only "
                        "once at the final output",
        },
        "tradeOff": {
            "cost": "FP32 partials are twice the bytes of bf16 partials, and the epilogue stores are per element",
            "cause": "the SMEM layout mismatch between make_tiled_copy_C and the gmem copy corrupted FP32 data, so "
                     "the epilogue writes MMA accumulators straight to GMEM with bounds checks, which is less "
                     "coalesced",
        },
    }
