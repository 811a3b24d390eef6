# sources: S1 (Sec. 3.1 of the FlashAttention paper, excerpts lightly trimmed); the learner did not state any cost
def designOutline():
    return {
        "memoryTraffic": "Tiling enables us to implement our algorithm in one CUDA kernel, loading input from HBM, performing all the computation steps (matrix multiply, softmax, optionally masking and dropout, matrix multiply), then write the result back to HBM. This avoids repeatedly reading and writing of inputs and outputs from and to HBM; S and P are never materialized there.",
        "tiling": "We split the inputs Q, K, V into blocks, load them from slow HBM to fast SRAM, then compute the attention output with respect to those blocks. Set block sizes Bc = ceil(M/4d), Br = min(ceil(M/4d), d); for 1 <= j <= Tc load Kj, Vj from HBM to on-chip SRAM, and for 1 <= i <= Tr load Qi, Oi, li, mi.",
        "numericalStability": "For numerical stability, the softmax of x is computed with m(x) = max_i x_i and f(x) = [e^{x_1 - m(x)} ... e^{x_B - m(x)}]. If we keep track of some extra statistics (m(x), l(x)), we can compute softmax one block at a time: by scaling the output of each block by the right normalization factor before adding them up, we get the correct result at the end.",
    }
