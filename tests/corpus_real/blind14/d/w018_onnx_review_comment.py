# Sources: S17 (paraphrase of review), S02* (paraphrase)
def designOutline():
    return {
        "memoryTraffic": "Unfused path: the [B, H, S_q, S_kv] scores are written to global memory, read back for the softmax, "
                         "written again as probabilities and read once more for the PV GEMM. That is what makes it slow for long S_kv.",
        "tiling": "Flash path: one CTA per 64-row query tile per head, K/V streamed through smem in 64-row tiles; with causal "
                  "bottom-right alignment, KV tiles with j > i + offset are skipped.",
        "numericalStability": "Running max starts at -inf; if every key of a row is masked (nonpad_kv_seqlen = 0 or the causal "
                              "frontier clamped at 0) m stays -inf and l = 0, so the kernel writes 0 for that row instead of "
                              "computing 0/0 = NaN; otherwise acc is rescaled by exp(m_old - m_new) per tile.",
        "failureMode": "The flash path has no fully-masked-row guard yet: LaunchZeroFullyMaskedRows only runs in the MEA and unfused "
                       "paths, so with an external KV cache a fully masked row comes out NaN on flash but 0 elsewhere.",
    }
