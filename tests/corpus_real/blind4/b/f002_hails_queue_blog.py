# Sources: S02 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": (
            "Naive attention writes the N x N score matrix out to HBM and reads it back for the softmax, "
            "and again for the PV product. In my version the scores only live in SRAM: Q, K, V are read, "
            "O is written, and the N x N thing never goes to HBM."
        ),
        "tiling": (
            "Think of HBM as the slow server of a queue. Each thread block takes 64 query rows and keeps them "
            "in shared memory; the K and V rows come through in batches of 64, one batch per loop iteration, "
            "so the server only hands over each K/V batch once per query block."
        ),
        "numericalStability": (
            "Keep a running max per row and rescale the partial sum and the partial output with "
            "exp(old_max - new_max) whenever a new chunk has a bigger score."
        ),
        "tradeOff": (
            "For short sequences (a few hundred tokens) the naive version is almost as fast, because the "
            "N x N matrix is small and mostly sits in L2 anyway, so there is little traffic left to save."
        ),
    }
