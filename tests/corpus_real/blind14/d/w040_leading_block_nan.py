# Sources: S16 (paraphrase of issue), S18 (paraphrase), S02* (paraphrase)
def designOutline():
    return {
        "memoryTraffic": "The fused kernel reads Q, K, V (and the mask) from global memory tile by tile; S and P stay in registers "
                         "and are never stored; only O and the row LSE go back to HBM.",
        "tiling": "Q tile = 64 rows per CTA kept in smem, KV streamed in 64-row tiles, d = 128; one CTA per (q tile, head).",
        "numericalStability": "The running max m starts at -inf. If the first KV tile of a row is fully masked, m stays -inf and "
                              "exp(m_old - m_new) = exp(-inf - (-inf)) = NaN; so the exponent difference is clamped with "
                              "max(diff, -inf) and rows with l = 0 write 0. Otherwise acc is rescaled by exp(m_old - m_new) per tile.",
        "failureMode": "Fails when the leading block of a batch is fully masked and the guard is missing: those rows produce NaN, "
                       "the NaN is stored into the K cache of later layers, and the next decode step aborts with all-NaN logits.",
    }
