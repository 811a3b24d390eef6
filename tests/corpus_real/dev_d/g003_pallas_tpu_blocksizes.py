# Sources: S06 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memory_traffic": {
            "mechanism": "Pallas BlockSpecs DMA blocks of q, k, v from HBM into VMEM",
            "decision": "the [block_q, block_k] logits stay in VMEM/vregs; only o (plus l and m when residuals are saved for the backward) are written back to HBM",
        },
        "tiling": {
            "mechanism": "BlockSizes(block_q, block_k_major, block_k, block_b)",
            "decision": "block_q = 512, block_k_major = 512, block_k = 512, block_b = 2; grid (batch, heads, q blocks, kv major blocks), kv axis innermost and marked arbitrary so the accumulator stays resident across it",
        },
        "numerical_stability": "m and l per row kept in float32 scratch; alpha = exp(m_prev - m_next) rescales l and the acc each kv block; "
                               "masked logits get DEFAULT_MASK_VALUE = -0.7 * float32 max instead of -inf so exp never sees inf - inf",
        "trade_off": "The docstring says block sizes have negligible effect on numerics but affect performance greatly: a block_k "
                     "below 128 under-fills the 128 lanes of the TPU vector unit, so sizes must be retuned per TPU generation and seq len.",
    }
