# Sources: P2 (Dao, FlashAttention-2, arXiv:2307.08691, sections 3.1-3.3)
def designOutline():
    return {
        "memoryTraffic": "We do not need to save both the max and the sum of exponentials for the backward pass; we only need to store the logsumexp L(j) = m(j) + log(l(j)).",
        "tiling": "We parallelize over the sequence length dimension in addition to batch and heads; each thread block handles a block of rows of the attention matrix. Within a block, we split Q across 4 warps while keeping K and V accessible by all warps, which eliminates communication between warps through shared memory.",
        "numericalStability": "We maintain an un-scaled version of O(2) and keep around the statistics l(2): we only scale the final O(last) by diag(l(last))^-1 at the end of the loop, instead of rescaling both terms of the output update by diag(l(2))^-1 at every step.",
        "tradeOff": "Splitting K and V across warps (the split-K scheme of FlashAttention) requires all warps to write their intermediate results out to shared memory, synchronize, then add them up, which slows down the forward pass.",
    }
