# sources: S60 (vLLM docs/issues on FP8 KV cache with k_scale/v_scale), S26; learner rewrite
def designOutline():
    return {
        "memoryTraffic": "Decode is bound by reading the KV cache, so K and V are stored in HBM as fp8 e4m3 (1 byte per element instead of 2), halving the bytes read per step; they are dequantised to bf16 in registers inside the kernel, and scores never leave the chip.",
        "tiling": "Paged cache with 16-token blocks; one CTA per (sequence, KV head) processes the GQA group of query heads together, loading 64 tokens of K and V per iteration into shared memory.",
        "numericalStability": "K and V are multiplied by the per-tensor k_scale / v_scale on dequantisation; QK^T accumulates in fp32, the running max and sum are fp32 and the accumulator is rescaled by exp(m_old - m_new) per tile.",
        "tradeOff": "e4m3 keeps only 3 mantissa bits, and with one scale per tensor a few outlier channels in K set the scale, so most small values lose precision and the attention output drifts from the bf16 result; per-head or per-block scales reduce this but need more scale reads.",
    }
