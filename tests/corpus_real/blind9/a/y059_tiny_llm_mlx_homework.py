# Sources: S06 (paraphrase / learner rewrite, homework)
def designOutline():
    return {
        "memoryTraffic": "Exactness stays, IO drops: the kernel keeps only the per-row running statistics m, l and "
                         "the partial o on chip, and the L x S score matrix is never written to device memory. "
                         "Reads: q, k, v; writes: o.",
        "tiling": "Threadgroup = one Br = 32 block of queries for one head; inner loop over Bc = 32 keys; "
                  "head_dim 128; k/v tiles go through threadgroup memory, q tile and o accumulator stay in registers.",
        "numericalStability": "Scores are scaled by 1/sqrt(d), mask added (-inf for future tokens), then "
                              "m_new = max(m, rowmax); correction = exp(m - m_new) applied to l and o; float32 "
                              "accumulation; o / l at the end.",
        "tradeOff": "On Apple GPUs the threadgroup memory is only 32 KB, so Br = Bc = 64 at head_dim 128 does not fit "
                    "and the tiles have to stay at 32, which means more loop iterations.",
    }
