# Sources: S09 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "Per device the flash kernel keeps the score blocks in SRAM and never writes them to HBM; between devices only K/V blocks are passed around the ring.",
        "tiling": "Each device has a subset of tokens distributed uniformly throughout the sequence.",
        "numericalStability": "Partial outputs of each ring step are merged with their logsumexp: O = O_a*exp(lse_a - lse) + O_b*exp(lse_b - lse), lse the log of the summed exps.",
        "tradeOff": "Workload imbalance for causal models.",
    }
