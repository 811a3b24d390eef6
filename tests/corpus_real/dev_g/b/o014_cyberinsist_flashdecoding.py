# Sources: S12 (paraphrase)
def designOutline():
    return {
        "memoryTraffic": {
            "mechanism": "split-KV decode: the KV cache is cut into chunks along the sequence and each chunk is read from HBM exactly once by its own CTA",
            "decision": "scores for the single query never leave registers; each split writes only a partial output of d values plus one LSE scalar to HBM, a second tiny kernel reads those back and combines them",
        },
        "tiling": {
            "mechanism": "grid = (batch, heads, num_splits)",
            "decision": "num_splits chosen so batch*heads*splits >= 2 x SM count; inside a split, K/V walked in 128-token tiles (d = 128) through shared memory",
        },
        "numericalStability": {
            "mechanism": "log-sum-exp combine",
            "decision": "each split keeps its own max and sum in fp32; the reduction rescales split i by exp(lse_i - lse_total) so the result equals a single-pass softmax",
        },
        "tradeOff": {
            "cost": "an extra reduction kernel and extra HBM writes of partial O",
            "cause": "splitting the sequence means no single CTA sees the whole row; at short contexts this overhead outweighs the parallelism gain",
        },
    }
