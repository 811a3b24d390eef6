# Sources: S27 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "Use DataCollatorWithFlattening with return_flash_attn_kwargs=True so that boundaries are passed as cu_seq_lens; this is better for memory.",
        "tiling": "Packing concatenates several samples into one sequence instead of padding each one to a fixed length.",
        "numericalStability": "The online softmax keeps, per query row, the max m and the sum l; both the sum and the output accumulator are rescaled by exp(m_old - m_new) when a later K block has a larger score, and divided by l at the end.",
        "tradeOff": "Inferring boundaries from position_ids fails for linear-attention models (Gated DeltaNet) because they ignore position_ids boundaries, so tokens mix across samples.",
    }
