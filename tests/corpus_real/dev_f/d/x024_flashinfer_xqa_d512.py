# Sources: S26 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": (
            "XQA decode reads the paged K/V of one KV head once and shares it across the 8 query heads of its "
            "GQA group, so K/V bytes from HBM are divided by the group size; only O and the row LSE are written."
        ),
        "tiling": (
            "For Gemma 4's global layers (head_dim = 512, plain GQA) on the RTX 5090 I keep the usual XQA layout: "
            "one CTA per (request, KV head), the 8 query heads padded to an M of 16 rows, K/V pages of 64 tokens, "
            "head_dim = 512, double-buffered (2 stages) in shared memory so the next page loads while the "
            "current one is multiplied. Q stays in shared memory the whole time."
        ),
        "numericalStability": (
            "fp32 running max and sum per query head; accumulator rescaled by exp(m_old - m_new) for every page; "
            "normalised at the end."
        ),
        "tradeOff": (
            "The datacenter parts would allow bigger pages per stage; on SM12x we cannot go beyond 64-token pages "
            "because of the 99 KB per-block cap, so long contexts take more iterations."
        ),
    }
