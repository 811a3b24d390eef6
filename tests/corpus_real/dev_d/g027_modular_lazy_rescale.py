# Sources: S31 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "MhaPrefillV2: the att_block (scores) is a register tile, it is consumed by the P@V MMA in registers and never written to global memory; only the output tile and per-row stats go out.",
        "tiling": "Each lane owns one column of a 32x32 MMA fragment, i.e. one Q row of the warp's stripe; the column is held twice across the two half-warps and reduced with a permlane_swap instead of an LDS-routed shuffle.",
        "numericalStability": "Four Float32 scalars per lane: max_vec, max_vec_prev, norm_vec, scale_vec. Q is prescaled by scale*log2(e) so the scores are in log2 units and exp2 is used; scale_vec = exp2(max_prev - max_new) is applied lazily to o_reg only when the max really moved (reset to 1 otherwise), and at the end o_reg /= norm_vec. State stays Float32 even when att is FP16 (FP8 path, KV >= 128).",
        "tradeOff": "Lazy rescale skips the multiply when the max did not change, but the comparison is per cluster, so with adversarial inputs where the max grows every tile you pay the compare plus the rescale every time.",
    }
