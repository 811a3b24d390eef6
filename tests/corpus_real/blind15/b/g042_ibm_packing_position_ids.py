# Sources: S16 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": (
            "DataCollatorWithFlattening concatenates the minibatch into one sequence without "
            "pad tokens; flash_attn_varlen_func gets cu_seqlens and reads exactly the real tokens "
            "of Q/K/V; the score tiles are never written to HBM; output has the same packed shape."
        ),
        "tiling": (
            "Thread block = (query tile of 128 tokens inside one example, head); the K/V loop "
            "starts at cu_seqlens[b] and ends at the tile's own position (causal), in 64-token "
            "steps, so no block crosses an example boundary."
        ),
        "numericalStability": (
            "Online softmax inside each example: per-row max and sum in fp32, rescaled by "
            "exp(m_old - m_new) per K tile; since blocks never mix examples, one example's large "
            "scores cannot shift another's normalisation."
        ),
        "tradeOff": (
            "Gains depend on length spread: on FLAN (very uneven lengths) packing removes most "
            "padding, up to 2x throughput; on OrcaMath the lengths are similar, padding was small "
            "anyway, so the speed-up is modest."
        ),
    }
