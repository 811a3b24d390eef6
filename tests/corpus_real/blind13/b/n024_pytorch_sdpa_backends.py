# Sources: S21 (paraphrase / practitioner rewrite)


def designOutline():
    return {
        "memoryTraffic": (
            "with sdpa_kernel(SDPBackend.FLASH_ATTENTION): one fused kernel reads q, k, v and "
            "writes out + logsumexp; the L x S attn_weight of the reference code is never "
            "allocated (the MATH backend does allocate it, B*H*L*S)."
        ),
        "tiling": "Handled by the backend.",
        "numericalStability": (
            "The flash backend keeps a running max and running sum per row in fp32 and rescales "
            "the out accumulator by exp(m_old - m_new) whenever a new K block raises the max."
        ),
        "tradeOff": (
            "Fallback: an arbitrary float attn_mask makes FLASH_ATTENTION ineligible, dispatch "
            "goes to EFFICIENT or MATH, and MATH materialises the L x S matrix - 2 GiB per head at "
            "L = S = 32k in fp16."
        ),
    }
