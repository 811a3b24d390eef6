# Sources: S17 (paraphrase / researcher rewrite)


def designOutline():
    return {
        "memoryTraffic": (
            "During decode the prefix KV cache is read from HBM once per step for the whole batch "
            "rather than once per sequence; score tiles stay on chip and are never stored."
        ),
        "tiling": (
            "Stack the B queries that share a prefix into one B x d block (tiles of 64 rows), "
            "stream the prefix K/V in 128-row blocks; suffixes use a normal decode kernel with one "
            "thread block per sequence."
        ),
        "numericalStability": "TODO (cite Milakov & Gimelshein for the combine step)",
        "tradeOff": (
            "Two kernels and a combine per layer: for short prefixes (< 1k tokens) the launch and "
            "combine overhead outweigh the shared read, so throughput is lower than a single "
            "FlashAttention call."
        ),
    }
