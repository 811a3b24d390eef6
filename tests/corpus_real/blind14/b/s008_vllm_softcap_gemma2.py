# Sources: S10 (paraphrase)
def designOutline():
    return {
        "memoryTraffic": (
            "With vllm-flash-attn 2.6.1 and its soft-capping, Gemma2 prefill no longer needs the "
            "xformers/naive path that writes QK^T to HBM: scores are capped and softmaxed on chip "
            "and only the output goes back to global memory."
        ),
        "tiling": "Tiling is handled internally by vllm-flash-attn, we don't need to care about it.",
        "numericalStability": (
            "logits_soft_cap moves to AttentionImpl. In the kernel the cap (50.0 for Gemma2) is "
            "applied as cap * tanh(s / cap) to each score tile before the online softmax takes its "
            "running max; row max and row sum are fp32."
        ),
        "tradeOff": (
            "Needs vllm-flash-attn 2.6.1, which is built against PyTorch 2.4.0, so this cannot merge "
            "before the torch upgrade; until then Gemma2 falls back to the slower non-flash path."
        ),
    }
