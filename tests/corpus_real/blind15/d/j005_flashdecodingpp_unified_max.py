# Sources: S10 (paraphrase / researcher rewrite) (*)


def designOutline():
    return {
        "memoryTraffic": (
            "Decode step: the KV cache is streamed from HBM exactly once per generated token; each "
            "split writes only its partial output row and its partial sum to HBM, and a small "
            "reduction kernel combines them. No score vector is stored."
        ),
        "tiling": (
            "Split-K over the sequence: the KV cache is cut into chunks of 256 tokens, one thread "
            "block per (chunk, head). The single query row is padded to 8 rows rather than 64 for "
            "the flat GEMM, and K/V loads are double-buffered."
        ),
        "numericalStability": (
            "Instead of a synchronised running max, every split subtracts one unified value phi "
            "chosen offline from score statistics, so partial results can be summed without "
            "rescaling. If any score falls outside [phi - a, phi + b], that row is recomputed with "
            "the usual running max and exp(m_old - m_new) rescaling in fp32."
        ),
        "tradeOff": (
            "For models whose scores often leave the phi window the fallback triggers frequently, "
            "and each trigger recomputes the whole partial softmax, so the decode step does the "
            "work twice and can end up slower than plain Flash-Decoding."
        ),
    }
