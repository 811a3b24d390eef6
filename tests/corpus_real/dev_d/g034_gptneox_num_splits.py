# Sources: S39 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "Megatron/NeoX wrapper around flash_attn_cuda.fwd: returns out and softmax_lse; S_dmask only exists when return_softmax=True (debugging), otherwise no seqlen x seqlen tensor is ever allocated.",
        "tiling": "num_splits controls how much to parallelize over the seqlen_q dimension in fwd (and over seqlen_k in bwd when > 1); 0 = internal heuristic.",
        "numericalStability": "softmax_lse is returned and handed to the backward; if out or lse contain NaN we break (commented debug check).",
        "tradeOff": "num_splits > 1 in the backward parallelises over seqlen_k, but then dQ from different splits is summed with atomic adds, so the gradient is not bit-wise deterministic between runs.",
    }
