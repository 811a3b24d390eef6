# Sources: S31 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "Prefill kernel reads Q once and K/V tile by tile into shared memory; att_block scores are register tiles consumed by the P@V MMA and never stored to global; only O is stored.",
        "tiling": "32x32 MMA fragments; each lane owns one Q row of its warp's stripe; KV tiles of 128 keys per iteration; with FP8 K/V and KV >= 128 the att tile is kept in FP16 to save registers.",
        "numericalStability": "Q prescaled by scale * log2(e) so exp2 can be used; max_vec, max_vec_prev, norm_vec, scale_vec are Float32 per lane; scale_vec = exp2(max_prev - max_new) multiplies o_reg and norm_vec; o_reg /= norm_vec at the end.",
        "tradeOff": "Keeping att in FP16 for the FP8 path (to save registers) rounds the probabilities to an 11-bit significand before the P@V MMA, so the FP8 path is less precise than the BF16 path with FP32 att.",
    }
