# Sources: S35, S13 (learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "Varlen: sequences packed back to back with cu_seqlens; each CTA reads only its own sequence's K/V from HBM, S never stored.",
        "tiling": "128-row Q tiles per sequence, 64-key K/V tiles, grid = (max q tiles, batch*heads) with early exit for tiles past the sequence end.",
        "numericalStability": "Running max starts at -inf; if a row is fully masked (seqlen_k = 0 or padding) m stays -inf and exp(-inf - (-inf)) is NaN, so the kernel checks m == -inf and uses 0 as the shift, and writes 0 when l = 0.",
        "tradeOff": "The early exit makes the grid sized by the longest sequence, so with one long and many short sequences most CTAs exit immediately and the long one is a straggler.",
    }
