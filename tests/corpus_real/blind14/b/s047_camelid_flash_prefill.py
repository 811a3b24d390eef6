# Sources: S50 (paraphrase)
def designOutline():
    return {
        "memoryTraffic": (
            "Each key's K[p]/V[p] is loaded and dequantized once and reused for all k query rows of "
            "the head (it used to be re-streamed per query token, a 24-32x re-read). The score "
            "tiles are written to global memory by flash_pref_scores and read back by "
            "flash_pref_partial, which removes the shared-memory scores ceiling."
        ),
        "tiling": (
            "Grid (n_heads, n_splits) over the KV sequence; each block handles the whole k_tokens "
            "query chunk for its split; buffers laid out by (t * n_heads + head) so the existing "
            "attn_sk_combine is reused unchanged."
        ),
        "numericalStability": (
            "Split-K combine: each split keeps its own max and sum per query row in fp32; "
            "attn_sk_combine rescales each partial by exp(max_split - max_global) and divides by "
            "the merged sum."
        ),
        "tradeOff": (
            "The flash tiling reassociates the softmax sums, so results are no longer byte-identical "
            "to the old path; we gate on token parity (zero flipped tokens over 16 layers) instead "
            "of bit-exactness."
        ),
    }
