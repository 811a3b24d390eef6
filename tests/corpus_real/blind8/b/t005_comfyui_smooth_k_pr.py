# Sources: S10 (excerpt + paraphrase)
def designOutline():
    return {
        "memoryTraffic": (
            "The Sage kernel itself reads int8 Q/K (+ scales) and fp16 V and never writes the score "
            "matrix. Key smoothing adds one pass over K to compute the per-head mean; on SageAttention 1.x "
            "the subtraction is done in place (k -= km), so we k.clone() first: one extra fp16 copy of K "
            "in HBM per call."
        ),
        "tiling": "Tiling is whatever SageAttention picks internally; this PR does not touch it.",
        "numericalStability": (
            "Key smoothing subtracts the per-head key mean before int8 quantization of K. It is "
            "mathematically free: it shifts every score in a row by the same constant, which softmax "
            "ignores, and it shrinks the range the int8 scale has to cover."
        ),
        "tradeOff": (
            "On short key sequences smoothing hurts: with a few hundred keys the mean is not a dominant "
            "common component, so subtracting it does not shrink the range and just adds the extra "
            "pass; we enable it only for long key sequences whose keys share a common component."
        ),
    }
