# Sources: A09, D05 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "mask is not an N x N tensor: per key column 4 int32 row indices (lower/upper start & end), "
                         "so mask read from HBM is O(N) not O(N^2). S/P tiles stay on chip as in FA2, out = O + LSE.",
        "tiling": "Br = 128, Bc = 128, d = 128 on A100. Before the loop take min/max of the start/end indices per "
                  "K block -> block is fully masked (skip it), partially masked (apply element mask) or unmasked "
                  "(no mask work).",
        "numericalStability": "softmax computed the same way as FlashAttention so it is stable.",
        "tradeOff": "The min/max per block need a small pre-pass kernel, and masks that are not contiguous "
                    "row ranges per column cannot be written with 4 indices, so they fall back to a dense mask.",
    }
