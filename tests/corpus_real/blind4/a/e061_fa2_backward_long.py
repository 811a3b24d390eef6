# Sources: A02 (paraphrase / learner rewrite of the backward-pass section)
def designOutline():
    return {
        "memoryTraffic": (
            "In the backward I would read Q, K, V, O, dO and the logsumexp L from HBM and write dQ, dK, dV. The "
            "attention matrix is neither read nor written: S and P are rebuilt tile by tile in shared memory and "
            "registers from Q, K and L. dK_j and dV_j are accumulated on chip and written once per key block; "
            "only dQ goes back and forth, as an fp32 accumulation buffer in HBM."
        ),
        "tiling": (
            "The outer loop, and the thread-block grid, is over key/value blocks of Bc = 128 rows (d = 64); the "
            "inner loop walks the query blocks of Br = 64 rows, loading Q_i, dO_i, L_i and D_i. With a causal "
            "mask a key block starts at the first query block that can see it."
        ),
        "numericalStability": (
            "P_ij = exp(S_ij - L_i) with the stored logsumexp, so no max is recomputed; D_i = rowsum(dO_i * O_i) "
            "is computed once up front in fp32 and dS_ij = P_ij * (dP_ij - D_i)."
        ),
        "tradeOff": (
            "The backward does five matmuls per tile pair instead of two plus the recomputation of S and P, so it "
            "takes about 2.5x the forward time; the dQ updates from different key blocks go through atomic "
            "adds, so the result is not bitwise deterministic."
        ),
    }
