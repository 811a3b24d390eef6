# Sources: S07 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "Forward writes O and L (logsumexp, fp32, N per head); P is not saved. Backward reads Q, K, V, O, dO, L and recomputes P on chip.",
        "tiling": "bwd: KV-block outer loop (Bc = 128 rows per CTA), Q-block inner loop (Br = 64), d = 64; dK, dV in registers, dQ via atomicAdd in fp32.",
        "numericalStability": "P_ij = exp(S_ij - L_i): subtracting the stored logsumexp normalizes and stabilizes in one step since L_i >= max_j S_ij.",
        "tradeOff": "Recomputation.",
    }
