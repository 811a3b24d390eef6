def designOutline():
    return {
        "memoryTraffic": "Decoding: 1 query against a KV cache of N = 32k. Nothing N x N exists; the cost is reading the KV cache once from HBM (2 * N * d * 2 bytes per head). Partial outputs and their logsumexps (one per split) are written and reduced by a small second kernel.",
        "tiling": "Split-K over the sequence: the KV cache is cut into 16 chunks of 2048 keys, one CTA per (chunk, head), so 16x more CTAs keep all SMs busy even at batch 1; each CTA streams its chunk in 128-key tiles.",
        "numericalStability": "Each split computes its own max m_s, sum l_s and unnormalised output in fp32; the reduction combines them with weights exp(m_s - m_global) and divides by the combined sum, which is exact.",
        "tradeOff": "The extra reduction kernel and the partial-output round trip through HBM cost time; for short caches (N < 2k) splitting is slower than one CTA per head.",
    }
