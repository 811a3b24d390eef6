# Sources: S19 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "Paged decode reads the BF16 or FP8 KV pages from HBM once per split; the scores of a page never leave registers; each split writes a partial result for the merge.",
        "tiling": "The split count comes from the target: on hopper (132 SMs, 24 q heads) num_splits = 11 gives 264 CTAs = 2.0 waves; gb10 keeps its own constant.",
        "numericalStability": "The splits are merged exactly.",
        "tradeOff": "On gb10 the FP8 inner loop is the scalar remainder path; a split count that fills 132 SMs would multiply that dependency chain rather than hide it, so gb10 keeps fewer splits.",
    }
