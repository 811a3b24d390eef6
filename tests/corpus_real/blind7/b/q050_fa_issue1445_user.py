# Sources: S49 (paraphrase / learner rewrite)


def designOutline():
    return {
        "memoryTraffic": (
            "flash_attn_func reads q, k, v once and never writes the 256 x 256 score matrix, while custom_attention "
            "materialises score and attn in HBM."
        ),
        "tiling": "flash_attn_func picks its own block sizes internally; the user cannot set them.",
        "numericalStability": (
            "The outputs are not exactly the same because flash attention approximates the softmax, so a small "
            "difference around 1e-3 is normal."
        ),
        "tradeOff": (
            "If you need identical outputs you must fall back to the math path in fp32, which materialises "
            "32 x 4 x 256 x 256 scores and is much slower."
        ),
    }
