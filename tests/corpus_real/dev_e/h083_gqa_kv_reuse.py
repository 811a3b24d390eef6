# Sources: S10 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "With GQA (8 query heads per KV head) each K/V tile is loaded from HBM once and used for all 8 heads in the CTA, so KV reads drop 8x compared with one CTA per query head.",
        "tiling": "M tile = 2 query heads x 64 rows = 128 rows, K/V tiles of 64 keys, d = 128; 4 CTAs cover one KV group.",
        "numericalStability": "Running max/sum per (head, row) in fp32, accumulator rescaled by exp(m_old - m_new).",
        "tradeOff": "Packing all 8 heads would make M = 512 rows, whose fp32 accumulator at d = 128 (256 KB) cannot live in registers, so we cap M at 128 and accept re-reading K/V 4 times per group.",
    }
