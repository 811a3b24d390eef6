# Sources: S09 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": (
            "Decode step: one query token per sequence, so the cost is reading the KV cache. Each split reads "
            "its slice of K/V from HBM exactly once; the only extra HBM traffic is the per-split partial O "
            "(d floats) and its LSE, which the combine step reads back. No score vector is written out."
        ),
        "tiling": (
            "Grid = (batch * kv_heads, num_splits). num_splits is derived from the SM count: target about "
            "16/9 waves of CTAs, i.e. ceil(16 * n_sm / (9 * grid_y)), capped at 128 and by the scratch buffer. "
            "Each CTA keeps the query row(s) of its GQA group in registers and walks its share of L_kv in "
            "BLOCK_N = 64 key chunks."
        ),
        "numericalStability": (
            "Each split runs its own online softmax (fp32 max and sum), stores O_partial normalised plus "
            "lse = m + log(l); the combine takes the max lse over splits and weights each partial by "
            "exp(lse_i - lse_max) before normalising, so the result equals the unsplit softmax."
        ),
        "tradeOff": (
            "Too many splits costs more than it saves: beyond ~128 partitions the reduction work and the "
            "launch of empty CTAs outweighed the occupancy gain in CUDA-graph measurements, and a fixed cap "
            "may be too small for very long buffers on very large GPUs."
        ),
    }
