def designOutline():
    mem = " ".join([
        "Single fused kernel.",
        "Q, K, V read from HBM; O and LSE written to HBM.",
        "The scores S and probabilities P are computed per tile in SRAM and discarded, never stored to HBM.",
    ])
    tile = "; ".join([
        "Br = 64 query rows per thread block",
        "Bc = 64 key rows per inner step",
        "Q tile kept in shared memory for the whole loop",
        "K/V tiles loaded with a 2-stage pipeline (double buffering)",
    ])
    stab = " ".join([
        "Keep m (running row max) and l (running row sum) in fp32.",
        "Before exp, subtract m; when m increases rescale the accumulator by exp(m_old - m_new).",
        "Fully masked rows (causal, padding) keep m = -inf, so we guard the rescale to avoid exp(-inf - -inf) = NaN.",
    ])
    return {
        "memoryTraffic": mem,
        "tiling": tile,
        "numericalStability": stab,
        "tradeoffs": "Double buffering doubles the K/V shared memory footprint, so at head dim 128 we can only afford 2 stages before smem runs out.",
    }
