# Sources: S22 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "flash.cu loads Qi, Kj, Vj tiles into shared memory; S is computed there, and the running l and m are read from and written to HBM for every (i, j) pair, as in Algorithm 1 of the paper; O is read and written per tile too.",
        "tiling": "Bc = Br = 32 fixed at compile time; grid = (batch, heads), one thread per row of the Q tile; outer loop over K/V tiles j, inner loop over Q tiles i (FA1 loop order).",
        "numericalStability": "m and l per row in float32; new block: m_new = max(m, rowmax(S)), l_new = exp(m - m_new) l + exp(m~ - m_new) l~, O rescaled by the same factors (paper notation).",
        "tradeOff": "One thread per row makes the matmuls very slow, so for long sequences and bigger blocks the kernel is slower than the manual attention; no backward; Q, K, V are fp32, not fp16.",
    }
