# Sources: S08 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "Because QK^T -> softmax -> V is fused there is no way to get the attention score matrix out: it only exists in SRAM one tile at a time. If you need the scores you need a standard attention pass.",
        "tiling": "Tiles of 128 queries x 64 keys: the Q tile stays in SRAM for the whole loop, K/V tiles are streamed through it one after another.",
        "numericalStability": "Standard and flash attention compute the same thing, so I rely on the usual stable softmax.",
        "tradeOff": "You cannot return attention probabilities, so models that need them for a downstream task must fall back to standard attention at inference.",
    }
