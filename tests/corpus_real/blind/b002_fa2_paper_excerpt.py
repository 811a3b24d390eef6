# Sources: S02 (FlashAttention-2, arXiv:2307.08691, sec. 3.1-3.3)
# Short excerpts.

def designOutline():
    return {
        "memoryTraffic": [
            "Each thread block loads a block of Q once, iterates over blocks of K and V loaded from HBM to SRAM, "
            "and writes the output block and the logsumexp to HBM at the end.",
            "The attention matrix S and P are computed on chip and never written to HBM.",
        ],
        "tiling": [
            "We additionally parallelize over the sequence length dimension: one thread block per row-block of Q.",
            "We split Q across 4 warps while keeping K and V accessible by all warps.",
            "We typically choose blocks of size {64, 128} x {64, 128}, depending on the head dimension d and "
            "the device shared memory size.",
        ],
        "numericalStability": [
            "We do not have to rescale both terms of the output update by diag(l)^-1. We maintain an "
            "un-scaled version of O and keep around the statistics l; only at the very end of the loop "
            "do we scale the final O by diag(l_last)^-1.",
            "We only need to store the logsumexp L = m + log(l) for the backward pass.",
        ],
        "tradeOffs": [
            "Increasing block sizes reduces shared memory loads/stores, but increases the number of "
            "registers required and the total amount of shared memory. Past a certain block size, register "
            "spilling causes significant slowdown, or the shared memory required is larger than the GPU has.",
        ],
    }
