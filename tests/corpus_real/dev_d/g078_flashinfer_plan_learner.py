# Sources: S48 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "paged KV: the kernel follows the page table and loads K/V pages from HBM into shared memory; scores stay in registers; for split-KV requests the partial O and LSE go to the workspace buffer and a merge kernel reads them back; otherwise O is written directly.",
        "tiling": "CTA tile of 16 query rows for decode-like requests and 128 for long prefills; KV chunk size fixed by plan(); head_dim 128; 4 warps, K/V pages staged with cp.async into a 2-stage smem pipeline.",
        "numericalStability": "the attention state (O, lse) is merged with lse_max subtraction; inside a chunk the usual running max m with rescale exp(m_old - m_new), fp32 accumulators.",
        "tradeOff": "split-KV adds a merge kernel and a round trip of partial outputs through the workspace; for batches that already fill all SMs this is extra HBM traffic for nothing, so plan() disables splitting there.",
    }
