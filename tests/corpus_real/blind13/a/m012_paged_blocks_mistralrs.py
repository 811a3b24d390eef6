# Sources: S14 (paraphrase / learner rewrite)
# Lab writeup, paged KV cache.


def designOutline():
    return {
        "memoryTraffic": (
            "K/V live in a pool of fixed 32-token blocks in HBM; the kernel follows the "
            "sequence's block list and reads each block once per decode step. The scores never "
            "get written to HBM - only the output row per head goes back."
        ),
        "tiling": (
            "BLOCK_N equals the page size (32 tokens), so every inner-loop iteration loads one "
            "physical page of K and V into shared memory using the block table; one thread "
            "block per (sequence, head)."
        ),
        "numericalStability": "TODO",
        "tradeOff": (
            "Only block sizes 8, 16 and 32 are compiled, because the kernel dispatches on the "
            "block size at compile time; any other --pa-block-size fails to load."
        ),
    }
