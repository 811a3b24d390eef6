# Sources: S12 (paraphrase)
def designOutline():
    return {
        "memoryTraffic": "Cap the logits in the kernel instead of in python, to save memory bandwidth.",
        "tiling": (
            "Batch prefill kernel: each CTA takes 128 query rows (num_frags_x = 8 fragments of 16), "
            "streams the paged K/V in 64-token chunks through shared memory with cp.async double "
            "buffering; head_dim 128."
        ),
        "numericalStability": (
            "logits = 30 * tanh(logits / 30) (Grok's value) on the fp32 score fragment, then the "
            "usual online softmax: row max m, and the o fragment and the denominator d rescaled by "
            "exp(m_prev - m_new)."
        ),
        "tradeOff": (
            "The cap is a template parameter, so each kernel variant is compiled twice (with and "
            "without cap), which grows JIT/AOT compile time and binary size."
        ),
    }
