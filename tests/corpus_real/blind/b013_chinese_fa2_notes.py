# Sources: S16 (armcvai.cn, FlashAttention-2 paper notes, in Chinese), S02
# Rendered as a learner's English.

def designOutline():
    return {
        "memoryTraffic": (
            "FlashAttention use tiling and recomputation to reduce a lot the access of the cuda kernel to "
            "global memory: HBM access is O(N^2 d^2 M^-1) for FlashAttention against Theta(Nd + N^2) for "
            "standard attention, the attention matrix is not stored so memory is linear, not quadratic."
        ),
        "tiling": (
            "1) parallelize attention also over sequence length, so even one head is spread over many thread "
            "blocks (one per block of Q rows), this improves occupancy; 2) inside one thread block split the "
            "work between 4 warps by Q rows and not by K (all warps see whole K/V tile), so warps don't need "
            "to exchange partial results through shared memory."
        ),
        "numericalStability": (
            "Reduce non-matmul FLOPs: O is kept un-normalized and rescaled only with exp(m_old - m_new) when "
            "the max change, the division by l is done once at the end; for backward only L = m + log(l) "
            "is saved instead of both m and l."
        ),
        "tradeOff": (
            "FlashAttention-1 only reaches 25-40% of the theoretical max FLOPs/s of A100, because work "
            "distribution between thread blocks and warps is not good: low SM occupancy or unnecessary "
            "shared memory reads/writes."
        ),
    }
