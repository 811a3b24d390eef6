# Sources: S02* (paraphrase of the backward), S01* (paraphrase)
def designOutline():
    return {
        "memoryTraffic": [
            "backward reads Q, K, V, O, dO and the per-row L from HBM",
            "S, P, dP, dS are rebuilt per block on chip and never written to HBM",
            "writes dQ, dK, dV only",
        ],
        "tiling": [
            "one CTA per K/V block of Bc = 128 rows; dK_j, dV_j accumulate in registers",
            "inner loop over Q blocks of Br = 64 rows",
            "dQ added into an fp32 HBM buffer with atomicAdd",
        ],
        "numericalStability": [
            "P_ij = exp(S_ij - L_i) from the stored logsumexp: no running max needed in the backward",
            "D_i = rowsum(dO_i * O_i) precomputed in fp32",
            "dS = P * (dP - D)",
        ],
        "tradeOff": [
            "dQ atomicAdd from many CTAs -> the summation order differs per run -> gradients are not bitwise deterministic; the deterministic mode serialises and is slower",
        ],
    }
