# Sources: S10 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "Each decode step streams the whole KV cache of the sequence from HBM once and writes one O row per head; no score vector is stored.",
        "tiling": "BLOCK_N = 128 keys per iteration, one CTA per (batch, kv head), query rows padded to 16.",
        "numericalStability": "Running max and running sum in fp32, accumulator rescaled by exp(m_old - m_new).",
        "tradeOff": "Padding waste at decode.",
    }
