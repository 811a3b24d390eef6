# Sources: S10 (paraphrase / learner rewrite)


def designOutline():
    return {
        "memoryTraffic": (
            "The attention mask is applied inside the fused kernel on each S block while it is in SRAM, so no "
            "N x N mask-added score tensor is ever written to HBM."
        ),
        "tiling": "Tiling is unchanged from the original kernel.",
        "numericalStability": (
            "Mocking the mask with a (-inf, 0) bias works, but if the input mask has a whole row of false the "
            "softmax(qk) gives NaN; so rows whose running max is still -inf at the end are written as 0."
        ),
        "tradeOff": (
            "Cost: an extra mask block read per K block and a select per element, which slows the kernel even when "
            "most blocks are fully unmasked."
        ),
    }
