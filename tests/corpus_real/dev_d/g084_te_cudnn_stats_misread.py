# Sources: S34 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "cuDNN fused attention keeps the softmax output for the backward: the full b x h x sq x skv probability tensor is written to HBM in the forward and read back in the backward, which is why it needs a workspace.",
        "tiling": "cuDNN picks 128 x 128 tiles for head dim 128 on Hopper; one CTA per (q tile, head, batch); K/V tiles double buffered via TMA.",
        "numericalStability": "Stats per row (max and sum, i.e. logsumexp) are in fp32; the running max is subtracted before exp and the output rescaled when it changes.",
        "tradeOff": "The deterministic backward (NVTE_ALLOW_NONDETERMINISTIC_ALGO=0) avoids atomics for dQ by serialising the reduction, which makes the backward slower.",
    }
