# Sources: S50 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "FusedScaleMaskSoftmax fuses scaling + mask + softmax into one kernel, so the attention scores are read once and the probabilities written once instead of three round trips.",
        "tiling": "One warp per row in the fused kernel, for sequence lengths up to 2048.",
        "numericalStability": "softmax_in_fp32 = True: the fp16/bf16 inputs are upcast and the softmax is performed at fp32 precision, with the row max subtracted before exp.",
        "tradeOff": "For sequence length > 2048 the fused kernel is not applicable and it falls back to the torch softmax path, which is slower and keeps an fp32 copy of the scores.",
    }
