# Sources: S22 (paraphrase / learner rewrite)


def designOutline():
    return {
        "memoryTraffic": "Flash-decode: each split reads its slice of the KV cache from HBM once and "
                         "writes a partial output row plus one fp32 LSE; the combine kernel reads "
                         "those n_splits partials and writes the final O.",
        "tiling": "split-KV, n_splits, single-warp blocks, q_heads x splits grid, occupancy",
        "numericalStability": "Each split keeps its own running max and sum in fp32 and emits "
                              "O_s (normalised) and lse_s; the combine takes lse_max = max_s lse_s and "
                              "weights each O_s by exp(lse_s - lse_max) before renormalising.",
        "tradeOff": "With n_splits = 16 a 128-token context is cut into 16 tiny pieces: 32 heads x 16 "
                    "= 512 single-warp blocks over-subscribe the GPU, and the 16-way log-sum-exp "
                    "combine over only a few KV entries per split costs more than the useful work. "
                    "Dropping to 8 splits halves the combine and launch overhead.",
    }
