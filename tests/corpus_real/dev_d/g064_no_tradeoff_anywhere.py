# Sources: S36 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "Pages of K and V are DMA'd from HBM into VMEM; query block resident in VMEM; logits computed in VMEM and never written to HBM; output written once per query block.",
        "tiling": "pages_per_compute_block = 4 pages of 16 tokens = 64 KV rows per step; grid over (kv heads, query blocks of 128, kv blocks); next block's copy started before computing the current one.",
        "numericalStability": "float32 m and l per query row, masked positions DEFAULT_MASK_VALUE = -0.7 * float32 max, acc rescaled by exp(m_old - m_new).",
    }
