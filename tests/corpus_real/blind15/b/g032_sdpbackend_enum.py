# Sources: S31 (*), S13 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": (
            "With sdpa_kernel(SDPBackend.FLASH_ATTENTION) the fused op reads query, key, value and "
            "writes the output and logsumexp; the L x S attention weights are never written to "
            "HBM (that only happens on SDPBackend.MATH)."
        ),
        "tiling": (
            "For one (batch, head) the whole K and V of the sequence are loaded into shared memory "
            "once at kernel start; then each warp takes 16 query rows and computes its scores "
            "against the resident K and V."
        ),
        "numericalStability": (
            "Online softmax per query row with fp32 running max and sum; rescale previous "
            "partial output by exp(m_old - m_new) when a larger score shows up."
        ),
        "tradeOff": (
            "If attn_mask is an arbitrary dense tensor the FLASH_ATTENTION backend refuses it and "
            "dispatch falls back to EFFICIENT_ATTENTION or MATH, which is slower because the mask "
            "has to be read (MATH: the weights materialised)."
        ),
    }
