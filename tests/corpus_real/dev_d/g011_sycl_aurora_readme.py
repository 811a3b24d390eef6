# Sources: S15 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "Fused attention + LSE: one kernel reads q/k/v from global and writes out and lse; scores stay in shared local memory (SLM).",
        "tiling": "Tiled computation with configurable block sizes (BLOCK_M, BLOCK_N, HEAD_DIM as template params), optimized for Intel EU architecture, coalesced memory access patterns.",
        "numericalStability": "LSE is computed in the same kernel as a by-product; running max and sum are updated per K block and the partial output is rescaled with exp(max_old - max_new).",
        "tradeOff": "Template parameters mean every (BLOCK_M, BLOCK_N, HEAD_DIM) combination is a separate kernel instantiation: compile time and binary size grow with each supported head dim.",
    }
