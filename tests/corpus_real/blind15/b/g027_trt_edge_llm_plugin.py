# Sources: S27 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": (
            "Context (prefill) phase runs one fused FMHA kernel: Q, K, V come from the fused QKV "
            "buffer, RoPE is applied in-kernel, K/V are written once to the KV cache, and the "
            "attention matrix is never stored in device memory; only the output goes back."
        ),
        "tiling": (
            "Prefill: one CTA per (64 query rows, head), K/V of the same sequence streamed in "
            "64-token tiles through shared memory, fp16, head size 128; GQA maps numQHeads / "
            "numKVHeads query heads onto each KV head so a K/V tile is loaded once per group."
        ),
        "numericalStability": (
            "Scores are accumulated in fp32 even though inputs are FP16; the softmax keeps a "
            "running max per query row and rescales the partial output by exp(m_old - m_new) "
            "before adding each tile."
        ),
        "tradeOff": (
            "With enableFp8KVCache the cached K/V are stored in FP8 with per-tensor q/k/v scales: "
            "half the KV bandwidth at decode, but outlier channels get clipped or lose mantissa "
            "because one scale covers the whole tensor."
        ),
    }
