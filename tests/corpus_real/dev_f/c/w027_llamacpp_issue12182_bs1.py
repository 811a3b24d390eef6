# Sources: S29 (paraphrase / learner rewrite)


def designOutline():
    return {
        "memoryTraffic": "The flash kernel is faster mainly because it skips computing most of the "
                         "scores: with the online softmax it never needs the full QK^T, so the FLOP "
                         "count drops from quadratic to roughly linear.",
        "tiling": "Gen phase uses the vec kernel: one block per (head, parallel block), each of the "
                  "parallel_blocks blocks walks 1/parallel_blocks of the KV cache in chunks of 128 "
                  "positions; head_dim = 128.",
        "numericalStability": "f32 accumulation; each parallel block keeps its own max and sum, and "
                              "the merge step rescales each partial by exp(max_b - max_all).",
        "tradeOff": "For BS = 1, parallel_blocks is fixed at 4, so Llama 8B (32 heads) launches 32 x 4 "
                    "= 128 blocks on a 128-SM RTX 4090: one block per SM, occupancy 0.08 where 0.25 "
                    "is possible; the gen phase is latency-bound until parallel_blocks scales with "
                    "the SM count.",
    }
