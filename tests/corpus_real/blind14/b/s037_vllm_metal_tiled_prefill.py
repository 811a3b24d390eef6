# Sources: S40 (paraphrase)
def designOutline():
    return {
        "memoryTraffic": (
            "Old kernel: 1 query token per threadgroup, so an 8192-token prompt launches 8192 "
            "threadgroups per head and each streams the whole KV from DRAM (K/V read 8192 times). "
            "New: a threadgroup owns a tile of 32 query tokens and loads each K/V tile once into "
            "threadgroup memory for all 32; scores never leave threadgroup memory."
        ),
        "tiling": (
            "Grid (num_heads, ceil(q_tokens / 32)); the 32 x head_dim Q tile sits in threadgroup "
            "memory for the whole loop, K/V tiles of 32 tokens are streamed; causal: KV tiles past "
            "the last query of the tile are skipped."
        ),
        "numericalStability": (
            "Per query row: running max m and sum l in float32; for each KV tile m_new = max(m, tile "
            "max), acc and l multiplied by exp(m - m_new); divide by l at the end."
        ),
        "tradeOff": (
            "For decode (1 token per sequence) a 32-row tile would be mostly empty and waste "
            "threadgroup memory and ALUs, so decode keeps the 1-token kernel and prefill uses the "
            "tiled one."
        ),
    }
