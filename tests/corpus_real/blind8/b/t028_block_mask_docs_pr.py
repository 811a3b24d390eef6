# Sources: S33 (excerpt + paraphrase)
def designOutline():
    return {
        "memoryTraffic": (
            "The BlockMask is small and BCSR-like: per query block a count of non-empty KV blocks and "
            "their indices, read by the kernel from HBM; the element-level mask and the scores are "
            "never materialized."
        ),
        "tiling": (
            "A block is sparse only if the entire KV_BLOCK_SIZE x Q_BLOCK_SIZE block (128 x 128 by "
            "default) is masked; each program owns one Q block and loops over the listed KV blocks."
        ),
        "numericalStability": (
            "Inside each non-empty block the kernel subtracts that block's max, exponentiates and "
            "normalises by the block's own sum; since the listed blocks are independent in this "
            "format, their outputs are simply added."
        ),
        "tradeOff": (
            "The format is not optimized for size: it stores O((S/128)^2) indices per (b, h), which is "
            "fine for the mask but grows quadratically for very long sequences."
        ),
    }
