# Sources: S04, S21 (learner rewrite; inline trade-off)
def designOutline():
    return {
        "memoryTraffic": "Group the q heads sharing a KV head into one tile so each K/V block is read from HBM once per group instead of once per q head; S stays on chip.",
        "tiling": "Tile rows = 16 tokens x 4 q heads = 64 rows, K/V blocks of 64 keys, d = 128, one CTA per (token block, kv head). Trade-off: the tile rows are shared between tokens and heads, so for prefill with long sequences fewer tokens fit per tile and K/V get re-read more often than with 64 pure tokens.",
        "numericalStability": "Per row (token, head) running max and sum in fp32, acc rescaled by exp(m_old - m_new).",
    }
