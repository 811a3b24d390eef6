# sources: S40 (AMD Primus-Turbo PR #480), S48 (Triton tutorial backward PR #8565), S7; rewritten
def designOutline():
    return {
        "memoryTraffic": "Backward reads Q, K, V, O, dO and the logsumexp; P and dS are rebuilt per tile on chip and never stored; dK and dV for a K/V band are written once; dQ partials go through HBM.",
        "tiling": "Two kernels: the dK/dV kernel gives each program one K/V band of BLOCK_N1 = 128 rows (start_n = pid * BLOCK_N1) and loops over Q blocks of 32 rows from start_m = 0; the dQ kernel gives each program one Q block of BLOCK_M2 = 128 rows and loops over K/V blocks of 32 rows. Causal: the loops start/stop at the diagonal.",
        "numericalStability": "P = exp2(qk * scale * log2e - lse) with the stored logsumexp, so it is normalised without any max/sum; Delta = rowsum(O * dO) precomputed in fp32; dS = P * (dP - Delta) accumulated in fp32.",
        "tradeOff": "If dQ is reduced through a split workspace (every K/V band writes its own partial copy of dQ and a later pass folds them), the workspace is bands x |dQ|, growing with the square of the context length, plus a second trip through it; the atomic alternative adds into one buffer but accumulates in arrival order, so it is not bitwise reproducible.",
    }
