# Decode kernel for vLLM-style paged KV cache.


def designOutline():
    return {
        "memoryTraffic": "Paged KV cache: a block table maps logical token positions to physical 16-token pages. Each decode step gathers every K/V page of the sequence from HBM exactly once; the query (1 x d per head) stays in registers; the scores for a page live in registers only; the output vector is written once.",
        "tiling": "One program per (sequence, KV head). With GQA the 8 query heads that share a KV head are processed together as an 8 x d Q tile, so every K/V page read from HBM serves all 8 heads; four 16-token pages are gathered per iteration, i.e. BLOCK_N = 64.",
        "numericalStability": "Online softmax across pages: running max and running sum per query head in fp32, the accumulator scaled by exp(m_old - m_new) whenever a page raises the max; divide by the sum after the last page.",
        "tradeOff": "The GQA group only fills 8 rows of a 16-row MMA tile (half the tensor-core tile is padding), so tensor-core utilisation is low; decode stays memory-bound and the kernel is limited by KV cache bandwidth.",
    }
