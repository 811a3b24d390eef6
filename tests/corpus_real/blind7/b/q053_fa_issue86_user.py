# Sources: S52 (paraphrase / learner rewrite)


def designOutline():
    return {
        "memoryTraffic": (
            "In training, S and P are recomputed in the backward from Q, K, V and the saved logsumexp instead of "
            "being stored, so only Q, K, V, O and the logsumexp are in HBM."
        ),
        "tiling": "Blocks of 128 queries and 128 keys with d = 64, one thread block per (batch, head, query block).",
        "numericalStability": (
            "Because flash attention is approximate, the hidden states differ by over 100% RTOL in the intermediate "
            "layers, while the final logits only differ by about 5%."
        ),
        "tradeOff": (
            "Two models trained with different seeds also end up with very different intermediate representations "
            "(you can double one weight matrix and halve another), so comparing hidden states is not a fair test."
        ),
    }
