# Sources: S16 (paraphrase of Triton code posted in an issue)
def designOutline():
    return {
        "memoryTraffic": "Backward reads Q, K, V, dO, the forward logsumexp L and D = rowsum(dO*O) from HBM, writes dQ, dK, dV. P is never stored by the forward; it is recomputed on chip from Q, K and L.",
        "tiling": "Outer loop over column blocks of K/V (BLOCK_N) with dK, dV accumulated on chip; inner loop over Q in BLOCK_M rows; with SEQUENCE_PARALLEL each program takes one start_n instead of looping over all num_block_n.",
        "numericalStability": "p = exp2(qk * qk_scale - L) using the stored logsumexp, so no running max is needed in the backward; accumulation in fp32.",
        "tradeOff": "On gfx1100 (7900 XTX) the memory-efficient backward is missing, so training falls back to the math path that materialises the full N x N P and runs out of memory at long sequences.",
    }
