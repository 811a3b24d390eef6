# Sources: P1 section 3.1 (learner rewrite; notes first written in German)
def designOutline():
    return {
        "memoryTraffic": "The attention matrix (N x N) is never stored in HBM. Q, K, V are read blockwise into the SRAM; output O and the softmax statistics (N values) are written. The memory needed goes from O(N^2) to O(N).",
        "tiling": "The matrices are divided into blocks whose size is chosen after the SRAM size M: Bc = M/(4d) columns. A CUDA thread block processes one query block.",
        "numericalStability": "Softmax is decomposable: softmax([x1, x2]) can be put together from the values of x1 and x2 if one keeps m(x) and l(x) and corrects with e^{m(x1) - m(x)} and e^{m(x2) - m(x)}.",
        "tradeOff": "The backward pass must recompute the attention matrix, which costs additional computation; because memory access dominates, the runtime still drops.",
    }
