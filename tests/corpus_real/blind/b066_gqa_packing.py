# Sources: S03, S58 (FlashInfer docs / blog on GQA head packing)
# Learner rewrite.

def designOutline():
    return {
        "memoryTraffic": (
            "With GQA (8 query heads per KV head) the 8 query heads sharing a KV head are processed by the same "
            "CTA, so each K/V tile is loaded from HBM once for all 8 heads instead of 8 times."
        ),
        "tiling": (
            "Q tile = 16 tokens x 8 heads = 128 rows, K/V tiles of 64 tokens, head dim 128; the 128-row Q tile "
            "stays in shared memory; grid (ceil(N/16), batch * kv_heads)."
        ),
        "numericalStability": (
            "Each of the 128 rows has its own fp32 running max and sum (the heads don't share statistics); "
            "the accumulator row is multiplied by exp(m_old - m_new) whenever its max grows."
        ),
        "tradeOff": (
            "For decoding with 1 token, packing gives only 8 rows per CTA and the 64-row MMA tile is mostly "
            "padding, so tensor cores are under-used."
        ),
    }
