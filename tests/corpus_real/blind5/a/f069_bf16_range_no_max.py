# Sources: S23 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "Only Q, K, V (bf16) come in from HBM and only O plus L go out; S and P stay in shared memory and registers.",
        "tiling": "64 x 64 tiles for the backward, 128 x 128 for the forward at d = 64; each forward CTA owns one Q tile and walks all K/V tiles.",
        "numericalStability": "We compute in bf16, which has the same exponent range as fp32, so exp cannot overflow and there is no need to subtract the row max; we just accumulate exp(s) and divide by the sum at the end.",
        "tradeOff": "The deterministic backward serializes the fp32 dQ reductions across KV-tile CTAs in a fixed order, so CTAs wait for each other and the backward gets slower.",
    }
