# Sources: S11 (paraphrase / learner rewrite)
# Study-group writeup, GQA in flash attention.


def designOutline():
    return {
        "memoryTraffic": (
            "With 32 query heads and 8 KV heads, each KV head is loaded from HBM once per tile "
            "and reused by its 4 query heads inside the same kernel instead of being re-read 4 "
            "times. S and P stay on chip as usual; only O and the row lse are written."
        ),
        "tiling": (
            "The 4 query heads of a group are stacked into the rows of one Q tile (4 heads x 32 "
            "positions = 128 rows), one CTA per (tile, kv_head, batch); K/V tiles of 64 rows are "
            "streamed through shared memory."
        ),
        "numericalStability": (
            "Numerically nothing changes compared to normal attention, it is just as stable."
        ),
        "tradeOff": (
            "Stacking heads into the rows only works if n_heads is a multiple of n_kv_heads; "
            "and when the group is small (2 heads) during decode the 64-row MMA is mostly empty "
            "rows, so tensor cores are under-used."
        ),
    }
