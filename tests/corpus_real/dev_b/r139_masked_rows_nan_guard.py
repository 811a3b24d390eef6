# sources: S55 (Dao-AILab/flash-attention csrc/flash_attn/src/softmax.h comments), S30 (Triton tutorial exp2); learner rewrite with a quoted comment
def designOutline():
    return {
        "memoryTraffic": "S and P live only in registers per 128 x 64 tile; the kernel reads Q once and streams K/V, writing O and the softmax_lse (fp32, one per row) to HBM. Masks (causal, local window, varlen padding) are computed from indices in-kernel, never loaded from or stored to HBM.",
        "tiling": "kBlockM = 128, kBlockN = 64, head dim 64, 4 warps each owning 32 query rows of the tile; one CTA per (query block, head, batch); for a local window only key blocks inside [i - window_left, i + window_right] are visited.",
        "numericalStability": "Scores are scaled by softmax_scale * log2(e) so exp2 can be used with one FFMA: exp2(x * scale_log2 - max * scale_log2). If max is -inf, then all elements must have been -inf (possibly due to masking); we don't want (-inf - (-inf)) since that would give NaN, so the max used for scaling is set to 0. Rows whose sum is 0 get lse = +inf and output 0.",
        "tradeOff": "Fails when a query row sees no key at all (local window smaller than the gap to the first key, or a padded varlen row): without the -inf guard every element becomes NaN and the NaN propagates into dQ/dK/dV in backward.",
    }
