# Sources: S27 (different section, variable-length batching; learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "Packed varlen batch (cu_seqlens): no padding tokens are read; S never goes to HBM, only O and LSE are written.",
        "tiling": "Because our sequences are at most 2048 tokens, the whole K and V of a sequence stays in shared memory and each CTA just loops over its 128 query rows.",
        "numericalStability": "Fully masked padding rows keep m = -inf; guard them so exp(-inf - (-inf)) is never evaluated and output 0. All other rows: running max with exp(m_old - m_new) rescale.",
        "tradeOff": "Sequences of very different lengths in one batch: CTAs of long sequences run far longer than those of short ones, so the tail of the grid leaves SMs idle.",
    }
