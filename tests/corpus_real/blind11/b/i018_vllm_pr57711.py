# Sources: S21 (learner rewrite of a PR description)

def designOutline():
    return {
        "memoryTraffic": "In split mode the mega kernel writes an fp32 partial output normalised by its own l_i and a log2-space LSE per split to HBM and skips the FP8 cast; a Triton combine reads those partials, applies the attention sink once and does the FP8 epilogue. Scores never leave the chip.",
        "tiling": "Job space extended from (query token) to (query token, KV split); each job walks only its own KV block range, and a split with no blocks re-runs the last block with contributes=false so barriers stay uniform.",
        "numericalStability": "The combine weights each split's partial by exp2(lse_s - lse_max) in log2 space and divides by the summed weights; partials are kept in fp32 so the merge does not lose precision before the final FP8 quantisation.",
        "tradeOff": "Trade-off: it is opt-in only (VLLM_DSV41_MEGA_SPLITKV) and needs a newer FlashMLA pin.",
    }
