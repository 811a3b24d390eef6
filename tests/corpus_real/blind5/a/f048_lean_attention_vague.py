# Sources: S09, S14 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "Decode: K/V read from HBM exactly once across all CTAs; partial outputs and (max, sum) go to a small fp32 workspace, never the scores.",
        "tiling": "Use a stream-K style decomposition to balance work across compute units.",
        "numericalStability": "Partials from CTAs that share a query are merged by rescaling each with exp(m_i - m_max) and dividing by the rescaled sum of l_i, in fp32.",
        "tradeOff": "More complex to implement.",
    }
