# Sources: S25 (paraphrase / learner rewrite)
# Homework: flash decoding for an RLHF rollout engine.


def designOutline():
    return {
        "memoryTraffic": (
            "Decode step: the KV cache (paged, 256-token blocks) is read from HBM once; the "
            "scores for the new token are never stored. Each split writes its partial ez·v "
            "vector, its max and its exp-sum to HBM (a few floats per head), and the reduce "
            "kernel reads those back to form the final output."
        ),
        "tiling": (
            "Grid = (batch * q_heads, split_k); split_k comes from a heuristic on batch size, "
            "number of query-head groups and seq_len_k so the SMs are filled; each program walks "
            "its range of the block table in BLOCK_N = 64 key chunks."
        ),
        "numericalStability": (
            "Reduce-k: take the global max over the splits' maxima; rescale each split's exp-sum "
            "and ez·v by exp(max_s - global_max), add them up and divide once at the end."
        ),
    }
