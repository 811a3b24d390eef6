# Sources: S25 (paraphrase / researcher rewrite)


def designOutline():
    return {
        "memoryTraffic": (
            "Scores are computed only for the selected key blocks and never leave SRAM; per query "
            "block the kernel reads Q once, the selected K/V blocks once, and writes O."
        ),
        "tiling": (
            "Query blocks of 128 and key blocks of 128 tokens. For each query block, only the "
            "top-k key blocks by estimated importance (plus the diagonal block) are visited in "
            "the inner loop; the rest are skipped."
        ),
        "numericalStability": (
            "Within each selected block the softmax is taken with that block's own max "
            "subtracted, normalised by the block's sum, and the per-block outputs are then summed "
            "over the selected blocks."
        ),
        "tradeOff": (
            "Choosing blocks requires a scoring pass (pooled Q against pooled K over 128-token "
            "blocks) before the sparse kernel: an extra kernel that re-reads K and costs about "
            "5-10% at 128k, and can exceed the savings at short contexts where little is skipped."
        ),
    }
