# decode kernel


def designOutline():
    return {
        "memoryTraffic": "For decode the KV cache dominates: per step each head reads L x d keys and values once from HBM, the scores (1 x L) never leave registers.",
        "tiling": "We use split-K like flash-decoding.",
        "numericalStability": "Each split computes its own softmax-weighted output, and the reduction kernel averages the partial outputs of the splits.",
        "tradeOff": "The split-K reduction is an extra kernel launch that writes num_splits partial outputs to HBM, which is pure overhead for short contexts.",
    }
