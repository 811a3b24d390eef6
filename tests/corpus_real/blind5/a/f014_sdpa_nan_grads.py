# Sources: S13 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "Standard attention writes S and P to HBM; my kernel keeps them on chip and only writes O and the logsumexp.",
        "tiling": "Q tiles of 64 rows per CTA, K/V tiles of 64 rows streamed, d = 64.",
        "numericalStability": "Inputs are LayerNorm-ed so the scores are small; subtracting the max is therefore unnecessary and I skip it to save one reduction per tile.",
        "tradeOff": "If someone feeds huge activations (e.g. a tensor filled with 1000) the scores get very large and exp overflows, giving NaN gradients.",
    }
