# Sources: S10 (paraphrase of PR description and review)
def designOutline():
    return {
        "memoryTraffic": "Unified attention reads K/V directly from the paged KV cache in HBM (no gather copy), keeps the score tile in registers, and for the 3D decode path writes only per-segment partial outputs plus their max/sum, which a small reduce kernel merges.",
        "tiling": "Per-stage K/V software-pipeline buffers live in LDS; num_stages is chosen so that BLOCK_M x head_size for Q plus num_stages x (K tile + V tile) stays under the 64 KB LDS of gfx11. Narrow heads keep 3 stages, head_size 512 drops to 1.",
        "numericalStability": "Each segment keeps its own running max and exp-sum in fp32 and rescales its accumulator with exp(m_old - m_new); the reduce step rescales every segment to the global max before summing.",
        "tradeOff": "For wide heads (gemma full-attention layers, head_size=512) the per-stage K/V buffers exceed the 64KB LDS, so Triton aborts at engine start with OutOfResources; capping the stages fixes it but removes the prefetch overlap, so those layers run slower.",
    }
