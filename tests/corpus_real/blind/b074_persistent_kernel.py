# Sources: S59 (facebookexperimental/triton PR #1714 persistent FA kernel), S30 (flashinfer PR #3575)
# Learner rewrite.

def designOutline():
    return {
        "memoryTraffic": (
            "Persistent CTAs still follow the flash schedule: per work tile, the Q block is loaded once, K/V "
            "blocks are double-buffered from HBM with async prefetch, scores stay in registers, O and LSE "
            "written once; the next tile's Q is prefetched while the epilogue stores."
        ),
        "tiling": (
            "Launch exactly one CTA per SM (132 on H100); each CTA pulls (batch, head, 128-row q-tile) work "
            "items from a static zig-zag order so heavy causal tiles are paired with light ones; K/V tiles of "
            "64 keys, head dim 128."
        ),
        "numericalStability": (
            "Peeled causal mask: the off-diagonal blocks run without any masking; the diagonal block sets "
            "masked scores to -inf before the row max; the fp32 running max/sum rescale exp2(m_old - m_new) "
            "is reset per work tile."
        ),
        "tradeOff": (
            "A static zig-zag order assumes uniform sequence lengths; with varlen batches the pairs are no "
            "longer balanced and some CTAs finish late, so the tail effect returns."
        ),
    }
