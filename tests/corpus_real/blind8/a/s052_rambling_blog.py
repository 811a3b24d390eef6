# Sources: S05, S01 (paraphrase / learner rewrite)
# blog study note, written late at night


def designOutline():
    return {
        "memoryTraffic": (
            "So the thing I finally understood is that attention is memory-bound, not compute-bound: the naive "
            "version writes the whole N x N score matrix out to HBM and then reads it back just to do a row-wise "
            "softmax, and then again for P times V. In the design I'd write, all three steps happen in one kernel "
            "and the score tile is consumed straight away in SRAM, so S and P never get written to HBM at all; the "
            "only HBM traffic is reading Q, K and V and writing O (plus a tiny per-row statistic)."
        ),
        "tiling": (
            "I'd go with 64-row query tiles that stay in shared memory for the lifetime of the thread block and "
            "stream 64-row K/V tiles through the inner loop, which I think is what the paper does for d = 64, "
            "although honestly the exact numbers probably depend on the GPU."
        ),
        "numericalStability": (
            "For the softmax I'd use the online softmax trick from Milakov and Gimelshein, which is what keeps the "
            "whole thing numerically stable even though we never see the full row at once. I think that's the part "
            "people find magical but it's actually a pretty old idea."
        ),
        "tradeOff": (
            "The cost, as far as I can tell, is the backward: since P was never stored, the kernel has to recompute "
            "S and P tile by tile from Q, K and the saved logsumexp, which is an extra QK^T matmul's worth of FLOPs."
        ),
    }
