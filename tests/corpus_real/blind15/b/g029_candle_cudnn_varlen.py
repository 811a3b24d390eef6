# Sources: S29 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": (
            "THD layout (total_tokens, heads, dim) plus cumulative seqlens: the cuDNN SDPA call "
            "reads only real tokens of q, k, v; per-sequence score blocks are computed in "
            "on-chip memory and dropped, so no (max_seqlen x max_seqlen) tensor ever exists in "
            "global memory; the output (total_tokens, heads, dim) is the only write."
        ),
        "tiling": (
            "One CTA per (128-token query tile of one sequence, head); seqlens[b]..seqlens[b+1] "
            "bounds its K/V loop, which walks 64-token tiles; causal = true stops the loop at the "
            "diagonal tile. This fails when a sequence is shorter than one tile: most of the "
            "128 rows are padding lanes and the tensor cores are under-used."
        ),
        "numericalStability": (
            "softmax_scale is applied to QK^T, then a running max and sum per row are kept in fp32 "
            "and the partial output is rescaled by exp(m_old - m_new) for each new K tile."
        ),
    }
