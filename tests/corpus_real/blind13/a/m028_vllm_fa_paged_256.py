# Sources: S30 (paraphrase / learner rewrite)
# Serving systems seminar, design question.


def designOutline():
    return {
        "memoryTraffic": (
            "flash_attn_with_kvcache reads K/V pages straight from the paged cache in HBM, "
            "computes the scores in registers and writes only the output (and lse) back - no "
            "gather copy of the cache, no score matrix in HBM."
        ),
        "tiling": (
            "kBlockN = 256 keys per K/V tile, which is one page of the cache; query tile of 64 "
            "rows (prefill) or the packed heads (decode); grid over (query tiles, heads, batch)."
        ),
        "numericalStability": (
            "The page table maps logical block i of a sequence to a physical page, and each "
            "page is loaded into shared memory before the matmul."
        ),
        "tradeOff": (
            "Because the paged kernel requires the page size to be divisible by 256, vLLM's "
            "16-token blocks can't be used as-is: with 256-token pages the last page of every "
            "request is mostly empty, so a lot of cache memory is wasted."
        ),
    }
