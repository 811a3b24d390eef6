# Sources: S30 (paraphrase / learner rewrite)
# Seminar answer (non-native English), integrating flash-attn in a serving engine.


def designOutline():
    return {
        "memoryTraffic": (
            "The kernel read K and V directly from the paged cache pages in HBM, one time per "
            "query tile, and compute the scores in registers; it never write the score matrix "
            "to HBM and never copy the pages to a contiguous buffer first."
        ),
        "tiling": (
            "Page size is set to 256 tokens so one K/V tile of 256 rows is exactly one page; "
            "query tile 64 rows for prefill; one CTA per (query tile, head, sequence)."
        ),
        "numericalStability": (
            "Running max and running sum in fp32 for every query row, output rescaled by "
            "exp(m_old - m_new) when the max grows, divided by the sum at the end."
        ),
        "tradeOff": (
            "The big 256-token page makes the last page of each request half empty on average, "
            "so for many short requests a lot of KV memory is wasted and fewer requests fit in "
            "the batch."
        ),
    }
