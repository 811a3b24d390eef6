# Sources: S26 (paraphrase)
def design_outline():
    return {
        "memory_traffic": (
            "The PagedAttention op reads K/V pages from the cache through the block table; when the "
            "FlashAttention path is picked, the score tile stays in shared memory and only the "
            "output is written back."
        ),
        "tiling": (
            "paged_block_size: any power of two >= 16. The FlashAttention backend is used only when "
            "block_size % 256 == 0 (its tile); otherwise PagedDecode or MemoryEfficientAttention is "
            "selected at runtime."
        ),
        "numerical_stability": "TODO",
        "trade_off": (
            "768 passes a '% 256 == 0' check but fails at the first forward because the op needs a "
            "power of two; and pages smaller than 256 cannot use the FlashAttention tile, so they "
            "fall back to the slower PagedDecode / MemoryEfficientAttention path."
        ),
    }
