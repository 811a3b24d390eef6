# Sources: S30 (paraphrase / practitioner rewrite)
# TPU v5e notes.


def design_outline():
    return {
        "memory_traffic": (
            "BlockSpec pipelining copies q (block_q x d) and k/v (block_k x d) blocks HBM -> VMEM; "
            "the scalar-prefetched block mask sits in SMEM; fully masked k blocks are not DMA'd "
            "at all (the index_map repeats the previous block index, so the pipeline skips the "
            "copy); logits stay in VMEM/vregs; o, l, m written once."
        ),
        "tiling": (
            "grid = (batch*heads, seq_q / block_q, seq_k / block_k) with the k axis 'arbitrary' "
            "(sequential, innermost); block_q = 512, block_k = 1024, d = 128, bf16: q 128 KB + "
            "k 256 KB + v 256 KB, double-buffered ~1.3 MB of the 16 MiB scoped VMEM."
        ),
        "numerical_stability": (
            "m_scratch, l_scratch (block_q, 128) fp32 in VMEM, initialised at ki == 0 to -inf / 0; "
            "each k step: m_next = max(m_prev, rowmax(s)), alpha = exp(m_prev - m_next), "
            "acc = acc * alpha + exp(s - m_next) @ v; finalize at the last ki: o = acc / l."
        ),
        "trade_offs": (
            "Block-sparse skipping only pays at block granularity: with a causal mask and "
            "block_k = 1024 the diagonal blocks are still computed in full, half of them masked, "
            "so at seq 2048 there is almost no saving; smaller block_k would underfeed the "
            "128x128 MXU."
        ),
    }
