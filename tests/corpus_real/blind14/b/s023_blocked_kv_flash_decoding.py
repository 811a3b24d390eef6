# Sources: S25 (paraphrase)
SPLIT = "grid over (batch, heads, num_splits)"


def designOutline():
    return {
        "memoryTraffic": (
            "flash_attn_with_kvcache reads K/V straight from the block-allocated cache in HBM (no "
            "gather copy into a contiguous buffer first); each split writes a partial O and its lse, "
            "and the scores never touch HBM."
        ),
        "tiling": " ".join([
            "Split-KV decode:", SPLIT + ";",
            "each split walks its range of cache blocks, and block_size must equal kBlockN, so one",
            "cache block is exactly one K/V tile loaded into smem.",
        ]),
        "numericalStability": (
            "Inside a split, online softmax with fp32 running max and sum, acc rescaled by "
            "exp(m_old - m_new); the combine kernel weights each split's O by "
            "exp(lse_split - lse_total)."
        ),
        "tradeOff": (
            "Because a cache block must be exactly one K/V tile, block_size is stuck at kBlockN "
            "(256 in the merged version): engines with 16-token blocks (vLLM) can't use it without "
            "a copy, and big blocks waste cache memory on the partly filled last block."
        ),
    }
