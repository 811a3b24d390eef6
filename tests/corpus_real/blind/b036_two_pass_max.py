# Sources: S12 (tensorloop.tech, "still needs two passes"), S13 (lynx-cortex) -- learner misunderstanding
# Learner rewrite.

def designOutline():
    return {
        "memoryTraffic": (
            "S is never stored in HBM; Q block resident on chip, K/V streamed from HBM; output and the row "
            "max written at the end."
        ),
        "tiling": (
            "Thread block per 128 query rows, loop over K/V tiles of 64 keys, head dim 64, 4 warps."
        ),
        "numericalStability": (
            "The softmax needs the true max of the row, and a partial max would give wrong results, so the "
            "kernel does two passes over K: the first pass computes Q K^T only to find the exact row max, the "
            "second pass recomputes the scores and accumulates exp(s - max) V and the sum in fp32."
        ),
        "tradeOff": (
            "Reading K twice doubles the K traffic from HBM and does QK^T twice, so it is slower than a "
            "single pass kernel would be."
        ),
    }
