# Sources: S30 (*), S29 (paraphrase / learner rewrite)
def design_outline():
    return {
        "memory_traffic": {
            "mechanism": "decode with a paged KV cache (page table per sequence)",
            "decision": "each step reads the new query and the K/V pages listed in the page "
                        "table straight from HBM; no score vector larger than one tile is written; "
                        "only the output row goes back",
        },
        "tiling": {
            "mechanism": "split-KV across CTAs for a single query",
            "decision": "the key sequence is cut into chunks of 1024 tokens (16 pages of 64), one "
                        "CTA per (chunk, kv head) streams its pages in 64-token tiles through "
                        "shared memory; a small second kernel combines the chunks",
        },
        "numerical_stability": {
            "mechanism": "per-chunk partial softmax plus log-sum-exp merge",
            "decision": "each chunk writes its partial O and lse in fp32; the combine step uses "
                        "weights exp(lse_c - max_c lse_c) so the merged result equals one "
                        "softmax over all keys",
        },
        "trade_offs": {
            "cost": "an extra combine kernel and fp32 partial outputs in HBM",
            "cause": "one query row alone cannot fill the GPU, so the keys are split across CTAs "
                     "and their partial results must be written and reduced",
        },
    }
