# Sources: S31 (*) (learner rewrite)
# First-year ML systems course, homework 1.


def designOutline():
    return {
        "memoryTraffic": (
            "The attention matrix never goes to HBM: QK^T, softmax and PV are done in one "
            "kernel tile by tile, so global memory only sees Q, K, V coming in and O going out."
        ),
        "tiling": (
            "Split Q into 64-row blocks, one thread block each, kept in shared memory; loop over "
            "K and V in 64-row blocks in the inner loop."
        ),
        "numericalStability": (
            "Each value must name a concrete mechanism or decision, and the outline must state "
            "an explicit failure mode or trade-off."
        ),
        "tradeOff": (
            "Not storing P means the backward has to recompute QK^T for every block, so "
            "training pays an extra matmul per block."
        ),
    }
