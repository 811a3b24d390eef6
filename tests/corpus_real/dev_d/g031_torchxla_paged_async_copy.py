# Sources: S36 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "K/V pages are copied from HBM into a VMEM buffer [pages_per_compute_block, page_size, head_dim] with async copies (MultiPageAsyncCopyDescriptor) and a semaphore; the query block stays in VMEM; logits never go to HBM; the output is written once per query block.",
        "tiling": "pages_per_compute_block pages form one KV compute block; the next block's async copy is started before computing on the current one (double buffering in VMEM); grid over (kv head, query block, kv block).",
        "numericalStability": "running m and l in float32 per query row, masked positions set to DEFAULT_MASK_VALUE = -0.7 * float32 max; when m changes the accumulated output is rescaled by exp(m_old - m_new).",
        "tradeOff": "Double buffering pages in VMEM doubles the VMEM footprint of the KV block, so pages_per_compute_block must shrink for large head_dim, which means more, smaller DMAs and more per-step overhead.",
    }
