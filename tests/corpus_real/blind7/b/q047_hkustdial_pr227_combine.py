# Sources: S46 (paraphrase / learner rewrite)


def designOutline():
    return {
        "memoryTraffic": "Refactored forward attention functions to support the split KV mechanism.",
        "tiling": "Autotuning configurations for KV splits and block sizes.",
        "numericalStability": (
            "Stable normalization in the combine kernel: take the max LSE over the splits, weight each split's output "
            "by exp(lse_i - lse_max), and divide by the sum of the weights."
        ),
        "tradeOff": (
            "The combine is an extra kernel launch and an extra pass over all split outputs; for short KV there is "
            "nothing worth splitting, so it is pure overhead."
        ),
    }
