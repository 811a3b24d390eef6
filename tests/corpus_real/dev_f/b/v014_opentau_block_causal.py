# Sources: S14 (paraphrase of PR description)
def designOutline():
    return {
        "memory_traffic": "In-kernel block-causal masking, no SxS materialization: the dense (B,S,S) mask is never built and the scores never leave the SM; the kernel rebuilds the mask from per-token block ids (q_blk, k_blk, q_valid, k_valid).",
        "tiling": "fp16/bf16 forward on tensor cores (WMMA) for both matmuls; because block ids are monotone, K tiles whose k_blk > q_blk of the whole Q tile are skipped (block-causal early exit).",
        "numerical_stability": "fp32 accumulation for both matmuls; online softmax per query row with a running max and sum, accumulator rescaled when the max moves. fp32 path is a warp-per-row reference.",
        "trade_offs": "The dK/dV backward loops over the GQA query-head group with no atomics: deterministic, but S has to be recomputed once per query head in the group, an extra QK^T each.",
    }
