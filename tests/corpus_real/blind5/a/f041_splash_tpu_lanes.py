# Sources: S40 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "Pallas TPU: BlockSpecs DMA q, k, v blocks from HBM into VMEM; the (block_q, block_kv) logits tile only exists in VMEM/vregs; output and logsumexp blocks are written back. Fully masked (block_q, block_kv) pairs, known from the MaskInfo, are not fetched at all.",
        "tiling": "block_q = 512, block_kv = 512, block_kv_compute = 256, head_dim = 128 (a multiple of NUM_LANES = 128); grid = (heads, q_blocks, kv_blocks) with the kv axis innermost and 'arbitrary' so the accumulators stay in VMEM scratch across it.",
        "numericalStability": "m and l scratch in fp32, computed in base 2 (scores times LOG2E, exp2), alpha = exp2(m_prev - m_next) rescales l and o; fully masked rows use DEFAULT_MASK_VALUE = -0.7 * float32 max instead of -inf so no inf - inf NaN appears.",
        "tradeOff": "head_dim must be a multiple of 128 lanes; a model with head_dim 64 gets padded to 128, so half of every vector register and MXU pass is wasted on zeros.",
    }
