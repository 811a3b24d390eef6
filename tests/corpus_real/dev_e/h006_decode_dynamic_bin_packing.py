# Sources: S10 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "At decode Q is a single row per head, so the step is dominated by reading the KV cache from HBM once: about 2 * L * d * 2 bytes per KV head per token. Nothing N x L is ever written; each CTA writes a partial O (fp32, d values) and its (m, l).",
        "tiling": "The KV caches of all requests are cut into uniform 64-token granules; a greedy bin-packing pass gives every CTA roughly the same number of granules instead of one CTA per request.",
        "numericalStability": "Each CTA returns (m, l, acc) for its granules; the merge rescales each partial by exp(m_i - m_max) before summing acc and l, then divides once.",
        "tradeOff": "A static grid per request means long KV caches become the bottleneck while short requests leave CTAs with nothing to do - CTA load imbalance and a long tail. Bin-packing removes that but needs a merge step for requests split across CTAs.",
    }
