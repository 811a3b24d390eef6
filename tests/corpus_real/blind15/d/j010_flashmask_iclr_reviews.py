# Sources: S18 (paraphrase / reviewer rewrite) (*)


def designOutline():
    return {
        "memoryTraffic": (
            "The dense N x N mask is replaced by four O(N) column vectors (start/end of the masked "
            "intervals), so no N^2 mask is ever read from HBM; S itself stays on chip exactly as in "
            "FlashAttention-2 and only O and the logsumexp are written."
        ),
        "tiling": (
            "Per column block, the min/max of the interval vectors decide whether a 128 x 128 "
            "tile is fully masked (skipped entirely), partially masked (mask applied elementwise) "
            "or unmasked (no mask work at all)."
        ),
        "numericalStability": (
            "The authors claim bit-identical results to the dense-mask kernel; the numerical side "
            "is inherited from FlashAttention-2 and not discussed further in the paper."
        ),
        "tradeOff": (
            "The representation can only express masks whose masked region in every column is at "
            "most two contiguous intervals; anything more irregular (e.g. random token sparsity) "
            "falls back to the dense-mask path with its O(N^2) mask reads."
        ),
    }
