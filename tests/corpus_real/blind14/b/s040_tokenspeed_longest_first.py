# Sources: S43 (paraphrase of review comment)
def designOutline():
    return {
        "memoryTraffic": (
            "Naive attention writes the full T x T score matrix to HBM and reads it back for the "
            "softmax and the PV product."
        ),
        "tiling": (
            "gfx1250 causal prefill: BLOCK_M = 256 query rows per workgroup; the q-block axis is "
            "reversed (longest first) when window_left < 0, workgroups >= number of CUs and "
            "max_seqlen > BLOCK_M."
        ),
        "numericalStability": (
            "fp32 running max and sum per row; acc rescaled by exp2(m_old - m_new) on each KV "
            "block; rows that are fully masked in ragged batches start at -inf and are guarded so "
            "the output is 0, not NaN."
        ),
        "tradeOff": (
            "On skewed ragged batches ([4096] + 240 x [1]) reversal puts ~3600 skipped groups first, "
            "so the launch starts with one useful group per layer and latency regresses; the "
            "rectangular grid is mostly empty, which the live-count gate doesn't see."
        ),
    }
